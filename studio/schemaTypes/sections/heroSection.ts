/** The opening band of a page: badge, headline, introduction, up to two buttons and a picture. First on the page, its headline is the page's main heading. */
import {RocketIcon} from '@sanity/icons/Rocket'
import {defineArrayMember, defineField} from 'sanity'
import {defineSection} from './defineSection'

export const heroSection = defineSection({
  name: 'heroSection',
  title: 'Hero',
  description: 'The opening band: a badge, a large headline, a sentence or two, up to two buttons and a picture.',
  icon: RocketIcon,
  select: {heading: 'headline', media: 'image'},
  fields: [
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      description: 'Optional small label above the headline, e.g. “Annual Event 2026”.',
      validation: (rule) => rule.max(40).warning('Keep the badge short: at most 40 characters.'),
    }),
    defineField({
      name: 'headline',
      title: 'Headline',
      type: 'string',
      description: 'The large title of the band. As the first section, it is the page’s main heading.',
      validation: (rule) => [rule.required().error('Write the headline.'), rule.max(90).warning('Keep the headline under 90 characters.')],
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'Optional: one or two sentences under the headline.',
    }),
    defineField({
      name: 'buttons',
      title: 'Buttons',
      type: 'array',
      description: 'Up to two buttons under the introduction; the first is drawn as the main one.',
      of: [defineArrayMember({type: 'linkButton'})],
      validation: (rule) => rule.max(2).error('A hero shows at most two buttons: remove one.'),
    }),
    defineField({
      name: 'image',
      title: 'Picture',
      type: 'accessibleImage',
      description: 'Optional picture beside the headline (landscape, about 4 : 3).',
    }),
  ],
})
