/** A pilot's milestone timeline, M1 to M6, each with what happens and when. */
import {defineArrayMember, defineField} from 'sanity'
import {definePilotSection, lengthOf} from './definePilotSection'
import {MILESTONE_LABELS} from './timelineMilestone'
import {CalendarIcon} from '@sanity/icons/Calendar'

export const pilotTimelineSection = definePilotSection({
  name: 'pilotTimelineSection',
  title: 'Milestones timeline',
  icon: CalendarIcon,
  headingExamples: 'Timelines',
  fields: [
    defineField({
      name: 'milestones',
      title: 'Milestones',
      type: 'array',
      description: 'Up to six milestones, M1 to M6, in order.',
      of: [defineArrayMember({type: 'timelineMilestone'})],
      validation: (rule) => [
        rule.required().min(1).error('Add at least one milestone.'),
        rule.max(MILESTONE_LABELS.length).error('A timeline has at most six milestones (M1 to M6).'),
        rule
          .custom((milestones: {label?: string}[] | undefined) => {
            const labels = (milestones ?? []).map((milestone) => milestone.label).filter(Boolean)
            if (new Set(labels).size !== labels.length) return 'Each milestone number (M1 to M6) may be used once.'
            const inOrder = labels.every((label, index) => index === 0 || String(label) > String(labels[index - 1]))
            return inOrder ? true : 'Put the milestones in order, M1 first.'
          })
          .error(),
      ],
    }),
  ],
  select: {milestones: 'milestones'},
  summary: ({milestones}) => `Milestones timeline · ${lengthOf(milestones)} milestones`,
})
