/**
 * A page editors make themselves (docs/product.md#pages-made-in-the-studio), shown at the top level
 * `/{slug}`: a title, an address no other page or file of the site uses, a search description, an
 * optional share image, and sections chosen from the site's own (sections/), in the editor's order.
 */
import {DocumentsIcon} from '@sanity/icons/Documents'
import {defineField, defineType} from 'sanity'
import {seoDescriptionField} from '../seo'
import {previousSlugsField, slugField} from '../slug'
import {sectionList} from '../sections'

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentsIcon,
  groups: [
    {name: 'content', title: 'Sections', default: true},
    {name: 'address', title: 'Address and sharing'},
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: ['content', 'address'],
      description:
        'The page’s name in search results, browser tabs and shares. Shown as the main heading unless the page opens with a Hero.',
      validation: (rule) => [rule.required().error('Write the page title.'), rule.max(90).warning('Keep the title under 90 characters.')],
    }),
    {...slugField('title', '/join-the-2027-challenge', {topLevel: true}), group: 'address'},
    {...previousSlugsField(), group: 'address'},
    seoDescriptionField('address'),
    defineField({
      name: 'shareImage',
      title: 'Share image',
      type: 'accessibleImage',
      group: 'address',
      description:
        'Optional picture shown when the page is shared (landscape, about 1200 × 630). Without one, a card with the title is drawn.',
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      group: 'content',
      description:
        'The page from top to bottom. Add sections with “Add item”, drag to reorder, and use each section’s menu to duplicate or remove it.',
      ...sectionList(),
      validation: (rule) => rule.required().min(1).error('Add at least one section: the page would be empty.'),
    }),
  ],
  preview: {
    select: {title: 'title', slug: 'slug.current', sections: 'sections'},
    prepare: ({title, slug, sections}) => ({
      title: title || 'Untitled page',
      subtitle: [slug ? `/${slug}` : 'No address yet', `${(sections as unknown[] | undefined)?.length ?? 0} sections`].join(' · '),
    }),
  },
})
