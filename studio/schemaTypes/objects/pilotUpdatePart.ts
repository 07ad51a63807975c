/** One part of a pilot's latest update, e.g. Key Achievements, Lessons, Advice or Feedback Quotes. */
import {defineField, defineType} from 'sanity'
import {firstText} from './definePilotSection'

export const pilotUpdatePart = defineType({
  name: 'pilotUpdatePart',
  title: 'Update part',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'e.g. Key Achievements, Challenges and Learnings, Results, Lessons, Advice, Feedback Quotes.',
      validation: (rule) => rule.required().error('Give this part a heading.'),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'richText',
      description: 'Paragraphs, bullet lists or quotes (use the Quote style for what people said).',
      validation: (rule) => rule.required().min(1).error('Write the text of this part.'),
    }),
  ],
  preview: {
    select: {heading: 'heading', body: 'body'},
    prepare: ({heading, body}) => ({title: heading || 'Update part', subtitle: firstText(body)}),
  },
})
