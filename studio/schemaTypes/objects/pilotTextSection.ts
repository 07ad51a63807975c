/**
 * A prose section of a pilot case study: a heading and formatted text. Used for About, Challenge,
 * Partnership Mission, Innovative Donor Retention, Target Demographics, Test / Experiment and the like.
 */
import {defineField, defineType} from 'sanity'
import {firstText, sectionHeadingField} from './pilotSectionHeading'
import {TextIcon} from '@sanity/icons/Text'

export const pilotTextSection = defineType({
  name: 'pilotTextSection',
  title: 'Text section',
  type: 'object',
  icon: TextIcon,
  fields: [
    sectionHeadingField('About, Challenge, Partnership Mission or Test / Experiment'),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'richText',
      description: 'Paragraphs, lists and links. Keep paragraphs short: most visitors read on a phone.',
      validation: (rule) => rule.required().min(1).error('Write the text of this section.'),
    }),
  ],
  preview: {
    select: {heading: 'heading', body: 'body'},
    prepare: ({heading, body}) => ({title: heading || 'Text section', subtitle: firstText(body) ?? 'Text section', media: TextIcon}),
  },
})
