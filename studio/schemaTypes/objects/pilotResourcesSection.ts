/** Outbound resources for a pilot: deep-dive recordings, PDF reports, videos. Each opens in a new tab. */
import {defineArrayMember, defineField} from 'sanity'
import {definePilotSection, listed} from './definePilotSection'
import {LinkIcon} from '@sanity/icons/Link'

export const pilotResourcesSection = definePilotSection({
  name: 'pilotResourcesSection',
  title: 'Resource links',
  icon: LinkIcon,
  headingExamples: 'Deep Dive Recording or Deep Dive',
  intro: 'Optional sentence saying what visitors will find.',
  fields: [
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      description:
        'Each resource with the text people click and its address. A link ending in .pdf is shown as a report; video addresses as a recording.',
      of: [defineArrayMember({type: 'link'})],
      validation: (rule) => rule.required().min(1).error('Add at least one link.'),
    }),
  ],
  select: {links: 'links'},
  summary: ({links}) => `Links · ${listed(links, 'label')}`,
})
