/**
 * A prose section of a pilot page: a heading and formatted text. Used for About, Challenge,
 * Partnership Mission, Innovative Donor Retention, Target Demographics, Test / Experiment and the like.
 */
import {defineField} from 'sanity'
import {definePilotSection, firstText} from './definePilotSection'
import {TextIcon} from '@sanity/icons/Text'

export const pilotTextSection = definePilotSection({
  name: 'pilotTextSection',
  title: 'Text section',
  icon: TextIcon,
  headingExamples: 'About, Challenge, Partnership Mission or Test / Experiment',
  fields: [
    defineField({
      name: 'body',
      title: 'Text',
      type: 'richText',
      description: 'Paragraphs, lists and links. Keep paragraphs short: most visitors read on a phone.',
      validation: (rule) => rule.required().min(1).error('Write the text of this section.'),
    }),
  ],
  select: {body: 'body'},
  summary: ({body}) => firstText(body) ?? 'Text section',
})
