/**
 * The fields every Beacon section type shares: the optional heading that replaces the standard one,
 * the section's text, and (for the page-specific sections editors add) where on the page it shows.
 */
import {defineField} from 'sanity'

/** Optional heading; empty shows the standard heading (named, or the one shown above the field). */
export const headingField = (standard?: string) =>
  defineField({
    name: 'heading',
    title: 'Heading',
    type: 'string',
    description: standard
      ? `Optional. Leave empty to use the standard heading “${standard}”.`
      : 'Optional. Leave empty to use the standard heading shown above this field.',
  })

export const placementField = defineField({
  name: 'placement',
  title: 'Where on the page',
  type: 'string',
  description: 'Sections in the same place show in the order of this list.',
  options: {
    list: [
      {title: 'After “About This Innovation”', value: 'afterAbout'},
      {title: 'After “Current Stage”', value: 'afterStage'},
    ],
    layout: 'radio',
  },
  initialValue: 'afterAbout',
  validation: (rule) => rule.required().error('Choose where on the page the section shows.'),
})

/** A page-specific section's formatted text (rich text, so named `body`). */
export const bodyField = (description: string, required = false) =>
  defineField({
    name: 'body',
    title: 'Text',
    type: 'richText',
    description,
    validation: required ? (rule) => rule.required().error('Write the text of this section.') : undefined,
  })
