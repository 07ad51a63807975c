/**
 * The latest news from a pilot, in parts: key achievements, challenges and learnings, results,
 * lessons, advice, feedback quotes, early results… Each part has its own heading.
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {sectionHeadingField} from './pilotSectionHeading'
import {ActivityIcon} from '@sanity/icons/Activity'

export const pilotUpdateSection = defineType({
  name: 'pilotUpdateSection',
  title: 'Latest update',
  type: 'object',
  icon: ActivityIcon,
  fields: [
    sectionHeadingField('Latest Update'),
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
  preview: {
    select: {heading: 'heading', parts: 'parts'},
    prepare: ({heading, parts}) => ({
      title: heading || 'Latest update',
      subtitle: Array.isArray(parts) ? parts.map((part: {heading?: string}) => part.heading).join(' · ') : 'Latest update',
      media: ActivityIcon,
    }),
  },
})
