/**
 * The Pilots page (singleton `pilotsPage`): heading, introduction, which pilots to show and in what
 * order, the Learn More section, and the sponsor credit shown on every pilot page.
 */
import {CaseIcon} from '@sanity/icons/Case'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {CARDS_PER_PAGE} from '@site/layout'
import {httpUrl} from '@site/sections/fields'

export const pilotsPage = defineType({
  name: 'pilotsPage',
  title: 'Pilots page',
  type: 'document',
  icon: CaseIcon,
  groups: [
    {name: 'list', title: 'Pilots list', default: true},
    {name: 'learnMore', title: 'Learn More'},
    {name: 'sponsor', title: 'Sponsor (case studies)'},
  ],
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Small label above the heading',
      type: 'string',
      group: 'list',
      description: 'Optional, e.g. Ongoing Pilots.',
    }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      group: 'list',
      description: 'The title at the top of /pilots.',
      validation: (rule) => rule.required().max(90).error('Write the page heading (at most 90 characters).'),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      group: 'list',
      description: 'One or two sentences under the heading. Also the page description in search results.',
      validation: (rule) => rule.required().max(320).error('Write one or two sentences (at most 320 characters).'),
    }),
    defineField({
      name: 'pilots',
      title: 'Pilots, in order',
      type: 'array',
      group: 'list',
      description: `The pilots shown as cards, in this order, ${CARDS_PER_PAGE} a page (more continue on numbered pages). Drag to reorder; a pilot left out here gets no card.`,
      // Weak: unpublishing or deleting a listed document takes its card off (the site skips entries
      // that no longer resolve) instead of being refused or blocking this page's next publish.
      of: [defineArrayMember({type: 'reference', to: [{type: 'pilot'}], weak: true})],
      validation: (rule) => [
        rule.required().min(1).error('Choose the pilots to show.'),
        rule.unique().error('Each pilot may be listed once.'),
      ],
    }),
    defineField({
      name: 'learnMore',
      title: 'Learn More section',
      type: 'object',
      group: 'learnMore',
      description: 'The closing section under the cards, with a button to Get Inspired and one to Contact.',
      fields: [
        defineField({
          name: 'title',
          title: 'Heading',
          type: 'string',
          description: 'Shown as the heading of the Learn More section under the pilot cards on the Pilots page.',
          validation: (rule) => rule.required().error('Write the heading of the Learn More section.'),
        }),
        defineField({
          name: 'text',
          title: 'Text',
          type: 'text',
          rows: 3,
          description: 'A sentence or two under the heading, inviting visitors to learn more or get in touch.',
          validation: (rule) => rule.required().error('Write a sentence or two inviting visitors to learn more.'),
        }),
        defineField({
          name: 'inspireLabel',
          title: 'Button to Get Inspired: text',
          type: 'string',
          description: 'This button goes to /get-inspired.',
          validation: (rule) => rule.required().max(40).error('Write the button text (at most 40 characters).'),
        }),
        defineField({
          name: 'contactLabel',
          title: 'Button to Contact: text',
          type: 'string',
          description: 'This button goes to /contact.',
          validation: (rule) => rule.required().max(40).error('Write the button text (at most 40 characters).'),
        }),
      ],
    }),
    defineField({
      name: 'sponsor',
      title: 'Sponsor credit',
      type: 'object',
      group: 'sponsor',
      description: 'Shown at the top and bottom of every pilot case study.',
      fields: [
        defineField({
          name: 'line',
          title: 'Sponsor line',
          type: 'string',
          description: 'The words before the sponsor’s name, e.g. “This pilot is sponsored by”.',
          validation: (rule) => rule.required().error('Write the sponsor line.'),
        }),
        defineField({
          name: 'name',
          title: 'Sponsor name',
          type: 'string',
          description: 'Shown after the sponsor line on every pilot case study, linked to the sponsor’s website.',
          validation: (rule) => rule.required().error('Write the sponsor’s name.'),
        }),
        defineField({
          name: 'url',
          title: 'Sponsor website',
          type: 'url',
          description: 'The sponsor’s name links here, opening in a new tab.',
          validation: (rule) => httpUrl(rule, {required: true}),
        }),
        defineField({
          name: 'logo',
          title: 'Sponsor logo',
          type: 'accessibleImage',
          description: 'Optional wide logo (about 240 × 80). Alternative text: the sponsor’s name.',
        }),
      ],
    }),
  ],
  preview: {
    select: {title: 'heading', pilots: 'pilots'},
    // The desk lists single pages by their previews: the title is the page's name there.
    prepare: ({title, pilots}) => ({
      title: 'Pilots page',
      subtitle: [title, `${Array.isArray(pilots) ? pilots.length : 0} pilots`].filter(Boolean).join(' · '),
    }),
  },
})
