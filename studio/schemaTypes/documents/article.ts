/**
 * An article of the Innovation Library, /article/{slug} (e.g. the reports on each challenge edition):
 * listed on Get Inspired (the featured one as a large card), with headline figures, text sections,
 * lists of participating organisations and links.
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {previousSlugsField, slugField} from '../slug'

export const article = defineType({
  name: 'article',
  title: 'Article',
  type: 'document',
  groups: [
    {name: 'card', title: 'Card and header', default: true},
    {name: 'content', title: 'Content'},
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'card',
      description: 'The article’s headline, shown on its card on Get Inspired and at the top of the article page.',
      validation: (rule) => rule.required().error('Write the article title.'),
    }),
    {...slugField('title', '/article/second-edition'), group: 'card'},
    {...previousSlugsField(), group: 'card'},
    defineField({
      name: 'date',
      title: 'Date',
      type: 'date',
      group: 'card',
      description: 'The publication date. Newer articles are listed first.',
      options: {dateFormat: 'D MMMM YYYY'},
      validation: (rule) => rule.required().error('Choose the publication date.'),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      group: 'card',
      description: 'A word or two shown as a label on the card, e.g. “Report”.',
      validation: (rule) => rule.required().error('Write the category shown on the card.'),
    }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      group: 'card',
      description: 'One or two sentences shown on the card and under the title.',
      validation: (rule) => [
        rule.required().error('Write a short excerpt.'),
        rule.max(300).warning('Keep it short: under 300 characters reads best on the card.'),
      ],
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'accessibleImage',
      group: 'card',
      description: 'A wide picture (16:9) for the card and the top of the article.',
    }),
    defineField({
      name: 'featured',
      title: 'Featured',
      type: 'boolean',
      group: 'card',
      description: 'Switch on for the one article shown as the large card on Get Inspired.',
      initialValue: false,
    }),
    defineField({
      name: 'statistics',
      title: 'Headline figures',
      type: 'array',
      group: 'content',
      description: 'Figures shown in a row near the top, e.g. 120+ proposals.',
      of: [defineArrayMember({type: 'statistic'})],
    }),
    defineField({
      name: 'sections',
      title: 'Text sections',
      type: 'array',
      group: 'content',
      description: 'The body of the article, one section per heading.',
      of: [
        defineArrayMember({
          name: 'articleSection',
          title: 'Section',
          type: 'object',
          fields: [
            defineField({
              name: 'heading',
              title: 'Heading',
              type: 'string',
              description: 'The heading of this part of the article, shown above its text.',
              validation: (rule) => rule.required().error('Write the section heading.'),
            }),
            defineField({
              name: 'body',
              title: 'Text',
              type: 'richText',
              description: 'The text of this part of the article, shown under its heading.',
              validation: (rule) => rule.required().error('Write the section text.'),
            }),
          ],
          preview: {select: {title: 'heading'}},
        }),
      ],
    }),
    defineField({
      name: 'organisationLists',
      title: 'Participating organisations',
      type: 'array',
      group: 'content',
      description: 'One or more lists of organisation names, each under its own heading (e.g. “Co-initiating NGOs”).',
      of: [
        defineArrayMember({
          name: 'organisationList',
          title: 'List of organisations',
          type: 'object',
          fields: [
            defineField({
              name: 'heading',
              title: 'Heading',
              type: 'string',
              description: 'Shown above the list of names, e.g. “Co-initiating NGOs”.',
              validation: (rule) => rule.required().error('Write the heading of this list.'),
            }),
            defineField({
              name: 'names',
              title: 'Organisations',
              type: 'array',
              description: 'The organisations in this list, one name per entry, in the order they should appear.',
              of: [defineArrayMember({type: 'string'})],
              validation: (rule) => rule.required().min(1).error('Add at least one organisation.'),
            }),
          ],
          preview: {
            select: {title: 'heading', names: 'names'},
            prepare: ({title, names}) => ({title, subtitle: `${(names as string[] | undefined)?.length ?? 0} organisations`}),
          },
        }),
      ],
    }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      group: 'content',
      description: 'Outside resources (reports, recordings). They open in a new tab.',
      of: [defineArrayMember({type: 'link'})],
    }),
  ],
  orderings: [{title: 'Newest first', name: 'dateDesc', by: [{field: 'date', direction: 'desc'}]}],
  preview: {
    select: {title: 'title', date: 'date', category: 'category', featured: 'featured', media: 'image'},
    prepare: ({title, date, category, featured, media}) => ({
      title: `${title ?? 'Untitled article'}${featured ? ' (featured)' : ''}`,
      subtitle: [category, date].filter(Boolean).join(' · '),
      media,
    }),
  },
})
