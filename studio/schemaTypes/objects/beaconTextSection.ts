/**
 * A standard text section of every Beacon page (About This Innovation, Evidence and Achievements,
 * Transformative Potential): formatted text under an optional heading that replaces the standard one.
 */
import {defineField, defineType} from 'sanity'
import {headingField} from './beaconSectionFields'

export const beaconTextSection = defineType({
  name: 'beaconTextSection',
  title: 'Text section',
  type: 'object',
  fields: [
    headingField(),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'richText',
      description: 'The text of this section, shown under its heading on the Beacon page.',
      validation: (rule) => rule.required().error('Write the text of this section.'),
    }),
  ],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: title || 'Standard heading'})},
})
