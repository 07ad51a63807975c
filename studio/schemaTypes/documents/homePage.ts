/**
 * The Home page (singleton `homePage`): hero with badge, headline, Join Us button and image; the headline
 * figures; the partner logos (balanced rows of up to seven: 13 are a row of 6, then 7).
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {MAX_PARTNER_LOGOS} from '@site/layout'
import {cardRows, layoutCount, logoRows} from '@site/sections/fields'
import {moreSectionsField, moreSectionsGroup} from '../sections/moreSections'

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  groups: [
    {name: 'hero', title: 'Hero', default: true},
    {name: 'statistics', title: 'Figures'},
    {name: 'partners', title: 'Partners'},
    moreSectionsGroup,
  ],
  fields: [
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      group: 'hero',
      description: 'The small label above the headline.',
      validation: (rule) => rule.required().max(40).error('Write a short badge (at most 40 characters).'),
    }),
    defineField({
      name: 'headline',
      title: 'Headline',
      type: 'string',
      group: 'hero',
      description: 'The main title of the site, shown large at the top of the Home page.',
      validation: (rule) => rule.required().max(90).error('Write the headline (at most 90 characters).'),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      group: 'hero',
      description: 'One or two sentences under the headline. Also used as the page description in search results.',
      validation: (rule) => rule.required().max(300).error('Write one or two sentences (at most 300 characters).'),
    }),
    defineField({
      name: 'joinLabel',
      title: 'Join Us button text',
      type: 'string',
      group: 'hero',
      description: 'The button under the introduction; it opens the Innovation Summit page.',
      validation: (rule) => rule.required().error('Write the text on the button.'),
    }),
    defineField({
      name: 'heroImage',
      title: 'Hero image',
      type: 'accessibleImage',
      group: 'hero',
      description: 'The large picture beside the headline (landscape, about 4 : 3).',
    }),
    defineField({
      name: 'statistics',
      title: 'Headline figures',
      type: 'array',
      group: 'statistics',
      description: 'The four figures shown in a row under the hero, in order.',
      of: [defineArrayMember({type: 'statistic'})],
      validation: (rule) =>
        rule
          .custom(layoutCount({designed: 4, items: 'figures', where: 'The row of figures under the Home page’s hero', rows: cardRows}))
          .warning(),
    }),
    defineField({
      name: 'partnersHeading',
      title: 'Partners heading',
      type: 'string',
      group: 'partners',
      description: 'Shown as the heading above the partner logos on the Home page.',
      validation: (rule) => rule.required().error('Write the heading of the partner section.'),
    }),
    defineField({
      name: 'partnersIntro',
      title: 'Partners introduction',
      type: 'text',
      rows: 2,
      group: 'partners',
      description: 'One sentence under the heading.',
    }),
    defineField({
      name: 'partners',
      title: 'Partner logos',
      type: 'array',
      group: 'partners',
      description: `The organisations whose logos are shown, in order, in balanced rows of up to seven (13 logos: a row of six, then seven); the first ${MAX_PARTNER_LOGOS} at most.`,
      // Weak: unpublishing or deleting a listed document takes its card off (the site skips entries
      // that no longer resolve) instead of being refused or blocking this page's next publish.
      of: [defineArrayMember({type: 'reference', to: [{type: 'partner'}], weak: true})],
      validation: (rule) => [
        rule.unique().error('Each partner appears once.'),
        rule
          .custom(
            layoutCount({designed: 13, items: 'logos', where: 'The Home page’s partner section', rows: logoRows, max: MAX_PARTNER_LOGOS}),
          )
          .warning(),
      ],
    }),
    moreSectionsField({grouped: true}),
  ],
  preview: {
    select: {title: 'headline', media: 'heroImage'},
    prepare: ({title, media}) => ({title: 'Home page', subtitle: title, media}),
  },
})
