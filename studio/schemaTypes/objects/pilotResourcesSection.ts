/** Outbound resources for a pilot: deep-dive recordings, PDF reports, videos. Each opens in a new tab. */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {sectionHeadingField} from './pilotSectionHeading'
import {LinkIcon} from '@sanity/icons/Link'

export const pilotResourcesSection = defineType({
  name: 'pilotResourcesSection',
  title: 'Resource links',
  type: 'object',
  icon: LinkIcon,
  fields: [
    sectionHeadingField('Deep Dive Recording or Deep Dive'),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 2,
      description: 'Optional sentence saying what visitors will find.',
    }),
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
  preview: {
    select: {heading: 'heading', links: 'links'},
    prepare: ({heading, links}) => ({
      title: heading || 'Resource links',
      subtitle: `Links · ${Array.isArray(links) ? links.map((l: {label?: string}) => l.label).join(', ') : ''}`,
      media: LinkIcon,
    }),
  },
})
