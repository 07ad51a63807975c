/**
 * A page-specific Beacon section: the innovation in a few short paragraphs or bullets.
 */
import {defineType} from 'sanity'
import {headingField, placementField, bodyField} from './beaconSectionFields'

export const beaconSummarySection = defineType({
  name: 'beaconSummarySection',
  title: 'Innovation summary',
  type: 'object',
  fields: [headingField('Innovation Summary'), bodyField('The innovation in a few short paragraphs or bullets.', true), placementField],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: title || 'Innovation Summary', subtitle: 'Innovation summary'})},
})
