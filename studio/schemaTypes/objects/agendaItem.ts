/**
 * One line of an event agenda (docs/product.md#content-model): start time, title, optional speaker and the kind
 * of slot. Used by the 2025 summit and the Geneva Annual Event.
 */
import {defineField, defineType} from 'sanity'
import {TIME} from '@site/sections/fields'

/** The kinds of agenda slot the product rules name (docs/product.md#content-model); the site shows a label for each. */
const AGENDA_ITEM_TYPES = [
  {title: 'Opening', value: 'opening'},
  {title: 'Keynote', value: 'keynote'},
  {title: 'Q&A', value: 'q&a'},
  {title: 'Presentation', value: 'presentation'},
  {title: 'Closing', value: 'closing'},
  {title: 'Networking', value: 'networking'},
  {title: 'Panel', value: 'panel'},
  {title: 'Break', value: 'break'},
  {title: 'Workshop', value: 'workshop'},
] as const

export const agendaItem = defineType({
  name: 'agendaItem',
  title: 'Agenda item',
  type: 'object',
  fields: [
    defineField({
      name: 'time',
      title: 'Start time',
      type: 'string',
      description: 'When this part starts, in 24-hour time, e.g. 14:00',
      validation: (rule) => [
        rule.required().error('Add the start time, e.g. 14:00'),
        rule.regex(TIME).error('Write the time as HH:MM in 24-hour time, e.g. 14:00'),
      ],
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'What happens in this part, as visitors read it in the agenda.',
      validation: (rule) => rule.required().error('Give this agenda item a title.'),
    }),
    defineField({
      name: 'speaker',
      title: 'Speaker',
      type: 'string',
      description: 'Optional: who leads this part (name, or name and organisation).',
    }),
    defineField({
      name: 'type',
      title: 'Kind of slot',
      type: 'string',
      description: 'Shown as a small label next to the item.',
      options: {list: [...AGENDA_ITEM_TYPES], layout: 'dropdown'},
      validation: (rule) => [
        rule.required().error('Choose what kind of slot this is.'),
        rule
          .custom((value: string | undefined) =>
            !value || AGENDA_ITEM_TYPES.some((option) => option.value === value) ? true : 'Choose one of the kinds in the list.',
          )
          .error(),
      ],
    }),
  ],
  preview: {
    select: {time: 'time', title: 'title', type: 'type', speaker: 'speaker'},
    prepare: ({time, title, type, speaker}) => ({
      title: [time, title].filter(Boolean).join('  ·  ') || 'Agenda item',
      subtitle: [AGENDA_ITEM_TYPES.find((option) => option.value === type)?.title, speaker].filter(Boolean).join(' · '),
    }),
  },
})
