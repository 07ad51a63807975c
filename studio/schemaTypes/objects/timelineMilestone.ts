/** One milestone of a pilot's M1–M6 timeline (docs/product.md#content-model): label, what it is, when it is due. */
import {defineField, defineType} from 'sanity'

/** The milestone labels a pilot timeline uses, in order. */
export const MILESTONE_LABELS = ['M1', 'M2', 'M3', 'M4', 'M5', 'M6'] as const

export const timelineMilestone = defineType({
  name: 'timelineMilestone',
  title: 'Milestone',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Milestone',
      type: 'string',
      description: 'Which milestone this is, from M1 (first) to M6 (last).',
      options: {list: MILESTONE_LABELS.map((value) => ({title: value, value})), layout: 'radio', direction: 'horizontal'},
      validation: (rule) => [
        rule.required().error('Choose the milestone number, M1 to M6.'),
        rule
          .custom((value: string | undefined) =>
            !value || (MILESTONE_LABELS as readonly string[]).includes(value) ? true : 'Choose one of M1 to M6.',
          )
          .error(),
      ],
    }),
    defineField({
      name: 'name',
      title: 'What happens',
      type: 'string',
      description: 'A short phrase, e.g. Project kick-off or Pilot launch.',
      validation: (rule) => rule.required().error('Say what this milestone is.'),
    }),
    defineField({
      name: 'deadline',
      title: 'When',
      type: 'string',
      description: 'The deadline exactly as visitors should read it, e.g. Dec 2023 or 2024 Q2.',
      validation: (rule) => rule.required().error('Write when this milestone is due, e.g. Dec 2023.'),
    }),
  ],
  preview: {
    select: {label: 'label', name: 'name', deadline: 'deadline'},
    prepare: ({label, name, deadline}) => ({title: [label, name].filter(Boolean).join(' · ') || 'Milestone', subtitle: deadline}),
  },
})
