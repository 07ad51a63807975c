/**
 * A Beacon (finalist) page, /beacon/{slug}: the showcase page of one finalist. The title, web address
 * and presenters come from the finalist it belongs to; this document holds the badge, the standard
 * text sections every Beacon page has, the optional video pitch, and page-specific sections that
 * editors add and order (winner panel, loan structure, payment schedule…).
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {httpUrl} from '@site/sections/fields'
import {beaconSectionTypes} from '../objects/beaconSectionTypes'
import {moreSectionsField, moreSectionsGroup} from '../sections/moreSections'

export const beaconPage = defineType({
  name: 'beaconPage',
  title: 'Beacon page',
  type: 'document',
  groups: [
    {name: 'header', title: 'Finalist and badge', default: true},
    {name: 'frame', title: 'Standard sections'},
    {name: 'sections', title: 'Extra sections'},
    moreSectionsGroup,
  ],
  fields: [
    defineField({
      name: 'finalist',
      title: 'Finalist',
      type: 'reference',
      group: 'header',
      to: [{type: 'finalist'}],
      description: 'The finalist this page presents. Its name, web address and presenters are used here.',
      validation: (rule) => rule.required().error('Choose the finalist this page is about.'),
    }),
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      group: 'header',
      description: 'The label above the title, e.g. “BEACONS 2025 Finalist”.',
      validation: (rule) => rule.required().error('Write the badge shown above the title.'),
    }),
    defineField({
      name: 'about',
      title: 'About This Innovation',
      type: 'beaconTextSection',
      group: 'frame',
      description: 'What the innovation is and the problem it solves.',
      validation: (rule) => rule.required().error('Describe the innovation.'),
    }),
    defineField({
      name: 'videoUrl',
      title: 'Video Pitch',
      type: 'url',
      group: 'frame',
      description: 'The pitch video (a YouTube address) embedded on the page. Leave empty to hide the Video Pitch section.',
      validation: (rule) => httpUrl(rule),
    }),
    defineField({
      name: 'evidence',
      title: 'Evidence and Achievements',
      type: 'beaconTextSection',
      group: 'frame',
      description: 'Results, tests and recognition so far.',
    }),
    defineField({
      name: 'currentStage',
      title: 'Current Stage',
      type: 'beaconStageSection',
      group: 'frame',
      description: 'The stage the innovation is in, shown as a highlighted label with a short explanation, e.g. “Implementation Phase”.',
      validation: (rule) => rule.required().error('Say which stage the innovation is in.'),
    }),
    defineField({
      name: 'potential',
      title: 'Transformative Potential',
      type: 'beaconTextSection',
      group: 'frame',
      description: 'What the innovation could change if it grows.',
    }),
    defineField({
      name: 'sections',
      title: 'Extra sections',
      type: 'array',
      group: 'sections',
      description: 'Sections only this page has. Each one says whether it shows after “About This Innovation” or after “Current Stage”.',
      of: beaconSectionTypes.map((section) => defineArrayMember({type: section.name})),
    }),
    moreSectionsField({grouped: true}),
  ],
  preview: {
    select: {title: 'finalist.title', badge: 'badge', stage: 'currentStage.label', media: 'finalist.image'},
    prepare: ({title, badge, stage, media}) => ({
      title: title ?? 'Beacon page without a finalist',
      subtitle: [badge, stage].filter(Boolean).join(' · '),
      media,
    }),
  },
})
