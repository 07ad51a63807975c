/**
 * The latest news from a pilot, in parts: key achievements, challenges and learnings, results,
 * lessons, advice, feedback quotes, early results… Each part has its own heading.
 */
import {defineArrayMember, defineField} from 'sanity'
import {definePilotSection, listed} from './definePilotSection'
import {ActivityIcon} from '@sanity/icons/Activity'

export const pilotUpdateSection = definePilotSection({
  name: 'pilotUpdateSection',
  title: 'Latest update',
  icon: ActivityIcon,
  headingExamples: 'Latest Update',
  fields: [
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'richText',
      description: 'Optional short text shown before the parts.',
    }),
    defineField({
      name: 'parts',
      title: 'Parts',
      type: 'array',
      description: 'Each part of the update with its own heading, in the order to show them.',
      of: [defineArrayMember({type: 'pilotUpdatePart'})],
      validation: (rule) => rule.required().min(1).error('Add at least one part to the update.'),
    }),
  ],
  select: {parts: 'parts'},
  summary: ({parts}) => (Array.isArray(parts) ? listed(parts, 'heading', ' · ') : 'Latest update'),
})
