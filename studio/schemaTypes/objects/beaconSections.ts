/**
 * The building blocks of a Beacon (finalist) page.
 * - beaconTextSection / beaconStage: the text sections every Beacon page has (About This Innovation,
 *   Evidence and Achievements, Current Stage, Transformative Potential), each with an optional heading
 *   that replaces the standard one.
 * - The page-specific sections editors add and order on a page: winner panel, innovation summary,
 *   project details, next steps, loan structure, impact metrics, milestones, payment schedule, links.
 *   Each says where on the page it shows (after "About This Innovation" or after "Current Stage").
 */
import {defineArrayMember, defineField, defineType} from 'sanity'

const headingField = (standard: string) =>
  defineField({
    name: 'heading',
    title: 'Heading',
    type: 'string',
    description: `Optional. Leave empty to use the standard heading “${standard}”.`,
  })

const placementField = defineField({
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

const bodyField = (description: string, required = false) =>
  defineField({
    name: 'text',
    title: 'Text',
    type: 'richText',
    description,
    validation: required ? (rule) => rule.required().error('Write the text of this section.') : undefined,
  })

/** A standard text section of the page frame. */
export const beaconTextSection = defineType({
  name: 'beaconTextSection',
  title: 'Text section',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Optional. Leave empty to use the standard heading shown above this field.',
    }),
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

/** "Current Stage": a short stage label (text only) and an explanation. */
export const beaconStage = defineType({
  name: 'beaconStage',
  title: 'Current stage',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Optional. Leave empty to use the standard heading “Current Stage”.',
    }),
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

/** A label and its value, e.g. "Loan amount" / "400,000 USD". */
export const beaconFact = defineType({
  name: 'beaconFact',
  title: 'Fact',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'What the fact is about, e.g. “Loan amount”.',
      validation: (rule) => rule.required().error('Write the label.'),
    }),
    defineField({
      name: 'value',
      title: 'Value',
      type: 'string',
      description: 'Exactly as it should read, e.g. “400,000 USD”.',
      validation: (rule) => rule.required().error('Write the value.'),
    }),
  ],
  preview: {select: {title: 'value', subtitle: 'label'}},
})

export const beaconWinnerPanel = defineType({
  name: 'beaconWinnerPanel',
  title: 'Winner panel',
  type: 'object',
  description: 'A highlighted panel celebrating an award or win.',
  fields: [
    defineField({
      name: 'label',
      title: 'Small label',
      type: 'string',
      description: 'Optional word above the title, e.g. “Winner”.',
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The main line of the highlighted panel on the Beacon page, saying what was won.',
      validation: (rule) => rule.required().error('Write the panel title.'),
    }),
    bodyField('What was won and why it matters.'),
    placementField,
  ],
  preview: {select: {title: 'title', subtitle: 'label'}, prepare: ({title, subtitle}) => ({title, subtitle: `Winner panel${subtitle ? ` · ${subtitle}` : ''}`})},
})

export const beaconSummary = defineType({
  name: 'beaconSummary',
  title: 'Innovation summary',
  type: 'object',
  fields: [headingField('Innovation Summary'), bodyField('The innovation in a few short paragraphs or bullets.', true), placementField],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: title || 'Innovation Summary', subtitle: 'Innovation summary'})},
})

export const beaconProjectDetails = defineType({
  name: 'beaconProjectDetails',
  title: 'Project details',
  type: 'object',
  fields: [
    headingField('Project Details'),
    defineField({
      name: 'facts',
      title: 'Key facts',
      type: 'array',
      description: 'Optional short facts shown as a list of labels and values.',
      of: [defineArrayMember({type: 'beaconFact'})],
    }),
    bodyField('How the project works.'),
    placementField,
  ],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: title || 'Project Details', subtitle: 'Project details'})},
})

export const beaconNextSteps = defineType({
  name: 'beaconNextSteps',
  title: 'Next steps',
  type: 'object',
  fields: [
    headingField('Next Steps'),
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      description: 'Each step as a short title with an optional sentence.',
      of: [
        defineArrayMember({
          name: 'beaconStep',
          title: 'Step',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Step',
              type: 'string',
              description: 'A short name for the step, shown in the Next Steps list, e.g. “Building institutional partnerships”.',
              validation: (rule) => rule.required().error('Name the step.'),
            }),
            defineField({name: 'description', title: 'Explanation', type: 'text', rows: 2, description: 'Optional sentence.'}),
          ],
          preview: {select: {title: 'title', subtitle: 'description'}},
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Add at least one step.'),
    }),
    placementField,
  ],
  preview: {select: {title: 'heading', first: 'steps.0.title'}, prepare: ({title, first}) => ({title: title || 'Next Steps', subtitle: first})},
})

export const beaconLoanStructure = defineType({
  name: 'beaconLoanStructure',
  title: 'Loan structure',
  type: 'object',
  fields: [
    headingField('Loan Structure'),
    defineField({
      name: 'facts',
      title: 'Loan facts',
      type: 'array',
      description: 'Amount, term, interest, purpose and so on, each as a label and a value.',
      of: [defineArrayMember({type: 'beaconFact'})],
      validation: (rule) => rule.required().min(1).error('Add the loan facts.'),
    }),
    bodyField('Optional explanation under the facts.'),
    placementField,
  ],
  preview: {select: {title: 'heading', first: 'facts.0.value'}, prepare: ({title, first}) => ({title: title || 'Loan Structure', subtitle: first})},
})

export const beaconImpactMetrics = defineType({
  name: 'beaconImpactMetrics',
  title: 'Impact metrics',
  type: 'object',
  fields: [
    headingField('Impact Metrics'),
    defineField({
      name: 'metrics',
      title: 'Metrics',
      type: 'array',
      description: 'What is measured to judge success.',
      of: [
        defineArrayMember({
          name: 'beaconMetric',
          title: 'Metric',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Metric',
              type: 'string',
              description: 'What is measured, in a few words, shown in the Impact Metrics section, e.g. “Improved learning outcomes”.',
              validation: (rule) => rule.required().error('Name the metric.'),
            }),
            defineField({
              name: 'description',
              title: 'How it is measured',
              type: 'text',
              rows: 3,
              description: 'Optional: a sentence or two under the metric on how progress is measured.',
            }),
          ],
          preview: {select: {title: 'title', subtitle: 'description'}},
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Add at least one metric.'),
    }),
    placementField,
  ],
  preview: {select: {title: 'heading', first: 'metrics.0.title'}, prepare: ({title, first}) => ({title: title || 'Impact Metrics', subtitle: first})},
})

export const beaconMilestones = defineType({
  name: 'beaconMilestones',
  title: 'Milestones',
  type: 'object',
  fields: [
    headingField('Milestones'),
    defineField({
      name: 'items',
      title: 'Milestones',
      type: 'array',
      description: 'In order. Each with an optional date or period.',
      of: [
        defineArrayMember({
          name: 'beaconMilestone',
          title: 'Milestone',
          type: 'object',
          fields: [
            defineField({name: 'when', title: 'Date or period', type: 'string', description: 'Optional, e.g. “June 2025”.'}),
            defineField({
              name: 'title',
              title: 'Milestone',
              type: 'string',
              description: 'What happens at this milestone, shown in the Milestones list on the Beacon page.',
              validation: (rule) => rule.required().error('Name the milestone.'),
            }),
            defineField({
              name: 'description',
              title: 'Explanation',
              type: 'text',
              rows: 2,
              description: 'Optional: a sentence or two under the milestone with more detail.',
            }),
          ],
          preview: {select: {title: 'title', subtitle: 'when'}},
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Add at least one milestone.'),
    }),
    placementField,
  ],
  preview: {select: {title: 'heading', first: 'items.0.title'}, prepare: ({title, first}) => ({title: title || 'Milestones', subtitle: first})},
})

export const beaconPaymentSchedule = defineType({
  name: 'beaconPaymentSchedule',
  title: 'Payment schedule',
  type: 'object',
  fields: [
    headingField('Payment Schedule'),
    defineField({
      name: 'rows',
      title: 'Payments',
      type: 'array',
      description: 'One row per payment, in date order.',
      of: [
        defineArrayMember({
          name: 'beaconPayment',
          title: 'Payment',
          type: 'object',
          fields: [
            defineField({
              name: 'date',
              title: 'Date',
              type: 'string',
              description: 'As it should read, e.g. “June 2025” or “2026”.',
              validation: (rule) => rule.required().error('Write when the payment is due.'),
            }),
            defineField({
              name: 'label',
              title: 'Payment',
              type: 'string',
              description: 'What the payment is, e.g. “First disbursement”.',
              validation: (rule) => rule.required().error('Say what the payment is.'),
            }),
            defineField({name: 'amount', title: 'Amount', type: 'string', description: 'Optional, as it should read.'}),
            defineField({name: 'status', title: 'Status', type: 'string', description: 'Optional, e.g. “Due – awaiting invoice”.'}),
          ],
          preview: {select: {title: 'date', subtitle: 'label'}},
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Add at least one payment.'),
    }),
    placementField,
  ],
  preview: {select: {title: 'heading', first: 'rows.0.date'}, prepare: ({title, first}) => ({title: title || 'Payment Schedule', subtitle: first})},
})

export const beaconLinks = defineType({
  name: 'beaconLinks',
  title: 'Links',
  type: 'object',
  description: 'Buttons to outside documents, e.g. “View White Paper”. They open in a new tab.',
  fields: [
    headingField('Learn More'),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      description: 'The buttons shown in this section, each with its text and address, in order. They open in a new tab.',
      of: [defineArrayMember({type: 'link'})],
      validation: (rule) => rule.required().min(1).error('Add at least one link.'),
    }),
    placementField,
  ],
  preview: {select: {title: 'heading', first: 'links.0.label'}, prepare: ({title, first}) => ({title: title || 'Learn More', subtitle: first})},
})

/** The page-specific section types, in the order the "Add section" menu lists them. */
export const beaconSectionTypes = [
  beaconWinnerPanel,
  beaconSummary,
  beaconProjectDetails,
  beaconNextSteps,
  beaconLoanStructure,
  beaconImpactMetrics,
  beaconMilestones,
  beaconPaymentSchedule,
  beaconLinks,
]

/** Every type this file defines, for schemaTypes/index.ts. */
export const beaconObjectTypes = [beaconTextSection, beaconStage, beaconFact, ...beaconSectionTypes]
