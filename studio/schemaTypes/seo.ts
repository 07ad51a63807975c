/** The search-result description field shared by the page documents that carry their own. */
import {defineField} from 'sanity'

export function seoDescriptionField(group: string) {
  return defineField({
    name: 'seoDescription',
    title: 'Search description',
    type: 'text',
    rows: 3,
    group,
    description: 'One or two sentences shown under the title in search results (about 150 characters).',
    validation: (rule) => [
      rule.required().error('Write a short description for search results.'),
      rule.max(200).warning('Search engines cut descriptions longer than about 160 characters.'),
    ],
  })
}
