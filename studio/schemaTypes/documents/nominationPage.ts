/**
 * The call for Beacon nominations (docs/product.md#call-for-nominations, #nomination-rules), one document at id
 * `nominationPage`: why the call exists, who may nominate and what qualifies, the seven-step process,
 * the timeline, what organisations must provide, and the external nomination form.
 * The page /nominate-beacon shows it.
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {seoDescriptionField} from '../seo'
import {moreSectionsField, moreSectionsGroup} from '../sections/moreSections'

export const nominationPage = defineType({
  name: 'nominationPage',
  title: 'Call for nominations',
  type: 'document',
  groups: [
    {name: 'intro', title: 'Introduction', default: true},
    {name: 'rules', title: 'Who and what'},
    {name: 'process', title: 'Process and timeline'},
    {name: 'links', title: 'Links'},
    moreSectionsGroup,
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'string',
      group: 'intro',
      description: 'The main heading of the page.',
      validation: (rule) => rule.required().error('Give the page a title.'),
    }),
    seoDescriptionField('intro'),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      group: 'intro',
      description: 'Optional: a sentence under the title.',
    }),
    defineField({
      name: 'purpose',
      title: 'Purpose',
      type: 'richText',
      group: 'intro',
      description: 'Why the call exists and what a Beacon is.',
    }),
    defineField({
      name: 'criteria',
      title: 'Criteria',
      type: 'array',
      group: 'rules',
      description: 'Who may nominate and what a concept must be, one rule per line.',
      of: [defineArrayMember({type: 'string'})],
      validation: (rule) => rule.min(1).error('List at least one criterion.'),
    }),
    defineField({
      name: 'minConcepts',
      title: 'Fewest concepts per organisation',
      type: 'number',
      group: 'rules',
      description: 'The smallest number of concepts each organisation nominates.',
      validation: (rule) => [
        rule.required().error('Write the smallest number of concepts.'),
        rule.integer().min(1).error('Use a whole number of 1 or more.'),
      ],
    }),
    defineField({
      name: 'maxConcepts',
      title: 'Most concepts per organisation',
      type: 'number',
      group: 'rules',
      description: 'The largest number of concepts each organisation may nominate.',
      validation: (rule) => [
        rule.required().error('Write the largest number of concepts.'),
        rule.integer().min(1).error('Use a whole number of 1 or more.'),
        rule
          .custom((value: number | undefined, context) => {
            const min = (context.document as {minConcepts?: number} | undefined)?.minConcepts
            return value === undefined || min === undefined || value >= min ? true : 'The largest number cannot be below the smallest.'
          })
          .error(),
      ],
    }),
    defineField({
      name: 'steps',
      title: 'Process',
      type: 'array',
      group: 'process',
      description: 'The steps of the nomination process, in order. The site numbers them.',
      of: [
        defineArrayMember({
          name: 'nominationStep',
          title: 'Step',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Step',
              type: 'string',
              description: 'A short name, e.g. Editorial review',
              validation: (rule) => rule.required().error('Name this step.'),
            }),
            defineField({
              name: 'description',
              title: 'What happens',
              type: 'text',
              rows: 3,
              description: 'A sentence or two under the step name on the Call for nominations page.',
            }),
          ],
          preview: {select: {title: 'title', subtitle: 'description'}},
        }),
      ],
      validation: (rule) => rule.min(1).error('Describe at least one step.'),
    }),
    defineField({
      name: 'timeline',
      title: 'Timeline',
      type: 'array',
      group: 'process',
      description: 'The key dates, in order.',
      of: [defineArrayMember({type: 'timelineEntry'})],
    }),
    defineField({
      name: 'requirements',
      title: 'What organisations provide',
      type: 'array',
      group: 'rules',
      description: 'What a nominating organisation must do or send, one item per line.',
      of: [defineArrayMember({type: 'string'})],
    }),
    defineField({
      name: 'nominationForm',
      title: 'Nomination form',
      type: 'link',
      group: 'links',
      description: 'The external form co-initiators fill in. Opens in a new tab.',
      validation: (rule) => rule.required().error('Add the link to the nomination form.'),
    }),
    defineField({
      name: 'summitCallToAction',
      title: 'Link to the summit',
      type: 'object',
      group: 'links',
      description: 'A short line inviting visitors to the Innovation Summit page (/innovation-summit), where the Beacons are showcased.',
      fields: [
        defineField({
          name: 'text',
          title: 'Invitation',
          type: 'text',
          rows: 2,
          description: 'Optional: a sentence inviting visitors to the Innovation Summit, shown above the link.',
        }),
        defineField({
          name: 'label',
          title: 'Link text',
          type: 'string',
          description: 'The words visitors click to open the Innovation Summit page.',
          validation: (rule) => rule.required().error('Write the text of the link.'),
        }),
      ],
    }),
    moreSectionsField({grouped: true}),
  ],
  preview: {
    select: {title: 'title', min: 'minConcepts', max: 'maxConcepts'},
    // The desk lists single pages by their previews: the title is the page's name there.
    prepare: ({title, min, max}) => ({
      title: 'Call for nominations',
      subtitle: [title, min !== undefined && max !== undefined ? `${min} to ${max} concepts per organisation` : undefined]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
