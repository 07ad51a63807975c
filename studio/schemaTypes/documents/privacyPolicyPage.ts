/**
 * The Privacy Policy (singleton `privacyPolicyPage`): title, the date it was last updated, an introduction
 * and its numbered sections (the site numbers them in the order given here).
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {layoutCount} from '@site/sections/fields'
import {moreSectionsField} from '../sections/moreSections'

export const privacyPolicyPage = defineType({
  name: 'privacyPolicyPage',
  title: 'Privacy policy',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'string',
      description: 'The main heading at the top of the Privacy Policy page.',
      validation: (rule) => rule.required().error('Write the page title.'),
    }),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      type: 'date',
      description: 'The date of the latest change to the policy. Shown as “Last updated: …” under the title.',
      options: {dateFormat: 'D MMMM YYYY'},
      validation: (rule) => rule.required().error('Set the date the policy was last changed.'),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'One or two sentences under the title. Also used as the page description in search results.',
      validation: (rule) => rule.required().max(300).error('Write one or two sentences (at most 300 characters).'),
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      description: 'The policy’s sections, in order. The site numbers them 1, 2, 3… automatically: do not type the number.',
      of: [
        defineArrayMember({
          name: 'policySection',
          title: 'Section',
          type: 'object',
          fields: [
            defineField({
              name: 'heading',
              title: 'Heading',
              type: 'string',
              description: 'Without the number, e.g. “Information We Collect”.',
              validation: (rule) => [
                rule.required().error('Write the section heading.'),
                rule
                  .custom((value: string | undefined) =>
                    value && /^\d+[.)]/.test(value.trim()) ? 'Leave out the number: the site adds it.' : true,
                  )
                  .warning(),
              ],
            }),
            defineField({
              name: 'body',
              title: 'Text',
              type: 'richText',
              description: 'The text of this section, shown under its numbered heading on the Privacy Policy page.',
              validation: (rule) => rule.required().error('Write the text of the section.'),
            }),
          ],
          preview: {select: {title: 'heading'}},
        }),
      ],
      validation: (rule) => [
        rule.required().error('Write the policy’s sections: the page shows them in order.'),
        rule
          .custom(
            layoutCount({
              designed: 14,
              items: 'sections (introduction to data protection officer)',
              where: 'The Privacy Policy',
              looks: (count) => `the page numbers them 1 to ${count}`,
            }),
          )
          .warning(),
      ],
    }),
    moreSectionsField(),
  ],
  preview: {
    select: {subtitle: 'lastUpdated'},
    prepare: ({subtitle}) => ({title: 'Privacy policy', subtitle: subtitle ? `Last updated ${subtitle}` : undefined}),
  },
})
