/**
 * A pilot (docs/product.md#content-model): the card on /pilots (icon, title, partners, category, description, four key
 * features, status) and its pilot page at /pilot/{slug}, composed by editors from section blocks.
 */
import {CaseIcon} from '@sanity/icons/Case'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {iconOptions} from '../icons'
import {previousSlugsField, slugField} from '../slug'
import {notListedNotice} from '../listings'
import {moreSectionsField, moreSectionsGroup} from '../sections/moreSections'

/** The six pilot categories the site shows (docs/product.md#content-model). */
const PILOT_CATEGORIES = [
  'Leadership Development',
  'Digital Engagement',
  'Social Enterprise',
  'Platform Innovation',
  'Mobile Fundraising',
  'Data Analytics',
] as const

/** Every pilot shows this status (docs/product.md#states); no other status exists. */
const PILOT_STATUSES = ['Implemented'] as const

/** The section blocks a pilot page is composed of, in the order they appear in the "Add item" menu. */
const PILOT_SECTION_TYPES = [
  'pilotTextSection',
  'pilotObjectivesSection',
  'pilotTimelineSection',
  'pilotImplementersSection',
  'pilotFiguresSection',
  'pilotResourcesSection',
  'pilotUpdateSection',
  'pilotExperimentSummarySection',
] as const

const oneOf = (allowed: readonly string[], message: string) => (value: string | undefined) =>
  !value || allowed.includes(value) ? true : message

export const pilot = defineType({
  name: 'pilot',
  title: 'Pilot',
  type: 'document',
  icon: CaseIcon,
  groups: [{name: 'card', title: 'Pilot card', default: true}, {name: 'caseStudy', title: 'Case study page'}, moreSectionsGroup],
  // Tells the editor when no page lists this document yet.
  validation: (rule) => rule.custom(notListedNotice('pilot')).info(),
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: ['card', 'caseStudy'],
      description: 'The pilot name, shown on its card and as the title of its case study.',
      validation: (rule) => rule.required().max(90).error('Write the pilot title (at most 90 characters).'),
    }),
    {...slugField('title', '/pilot/givify'), group: 'card'},
    {...previousSlugsField(), group: 'card'},
    defineField({
      name: 'partner',
      title: 'Partner organisations',
      type: 'string',
      group: ['card', 'caseStudy'],
      description: 'The organisations running the pilot, as one line, e.g. “Northbridge Relief and Lumen Aid”.',
      validation: (rule) => rule.required().error('Name the partner organisations.'),
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      group: 'card',
      description: 'The small picture at the top of the pilot card.',
      options: iconOptions,
      validation: (rule) => rule.required().error('Choose an icon for the pilot card.'),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      group: 'card',
      description: 'The kind of innovation this pilot tests.',
      options: {list: PILOT_CATEGORIES.map((value) => ({title: value, value})), layout: 'dropdown'},
      validation: (rule) => [
        rule.required().error('Choose a category.'),
        rule.custom(oneOf(PILOT_CATEGORIES, 'Choose one of the categories in the list.')).error(),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Short description',
      type: 'text',
      rows: 3,
      group: 'card',
      description: 'Two or three sentences on the card. Also used as the case study’s description in search results.',
      validation: (rule) => rule.required().max(320).error('Write a short description (at most 320 characters).'),
    }),
    defineField({
      name: 'keyFeatures',
      title: 'Key features',
      type: 'array',
      group: 'card',
      description: 'Exactly four short points shown as a checklist on the card, e.g. “900+ participants”.',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) => rule.required().max(60).error('Keep each feature short (at most 60 characters).'),
        }),
      ],
      validation: (rule) => rule.required().length(4).error('A pilot card shows exactly four key features.'),
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      group: 'card',
      description: 'Shown as a badge on the card.',
      options: {list: PILOT_STATUSES.map((value) => ({title: value, value})), layout: 'radio'},
      initialValue: 'Implemented',
      validation: (rule) => [
        rule.required().error('Choose the pilot status.'),
        rule.custom(oneOf(PILOT_STATUSES, 'The only status a pilot can have is Implemented.')).error(),
      ],
    }),
    defineField({
      name: 'image',
      title: 'Picture',
      type: 'accessibleImage',
      group: ['card', 'caseStudy'],
      description: 'Optional illustration (16:9, about 1200 × 675) shown on the card and at the top of the case study.',
    }),
    defineField({
      name: 'sections',
      title: 'Case study sections',
      type: 'array',
      group: 'caseStudy',
      description:
        'Build the case study from blocks, top to bottom: text sections (About, Challenge…), numbered objectives, a milestones timeline, implementers, key figures, resource links, the latest update and an experiment summary. Drag to reorder.',
      of: PILOT_SECTION_TYPES.map((type) => defineArrayMember({type})),
      validation: (rule) => rule.required().min(1).error('Add at least one section: the case study page would be empty.'),
    }),
    moreSectionsField({grouped: true}),
  ],
  orderings: [{title: 'Title', name: 'titleAsc', by: [{field: 'title', direction: 'asc'}]}],
  preview: {
    select: {title: 'title', category: 'category', partner: 'partner', media: 'image'},
    prepare: ({title, category, partner, media}) => ({
      title: title || 'Untitled pilot',
      subtitle: [category, partner].filter(Boolean).join(' · '),
      media,
    }),
  },
})
