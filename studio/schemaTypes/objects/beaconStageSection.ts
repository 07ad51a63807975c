/**
 * "Current Stage" on every Beacon page: a short stage label (text only) and an explanation, under an
 * optional heading that replaces the standard one.
 */
import {defineField, defineType} from 'sanity'
import {headingField} from './beaconSectionFields'

export const beaconStageSection = defineType({
  name: 'beaconStageSection',
  title: 'Current stage',
  type: 'object',
  fields: [
    headingField('Current Stage'),
    defineField({
      name: 'label',
      title: 'Stage',
      type: 'string',
      description: 'The stage in a few words, shown as a highlighted label, e.g. “Implementation Phase”.',
      validation: (rule) => rule.required().error('Name the stage the innovation is in.'),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'richText',
      description: 'What has been done so far and what happens next.',
    }),
  ],
  preview: {select: {title: 'label', subtitle: 'heading'}},
})
