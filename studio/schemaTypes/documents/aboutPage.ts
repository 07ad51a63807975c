/**
 * The About page (singleton `aboutPage`): mission, the four value cards, Our Story, the Impact So Far
 * figures, and the Who We Are team grid.
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {MAX_TEAM_MEMBERS} from '@site/layout'
import {atMost, cardRows, layoutCount} from '@site/sections/fields'
import {moreSectionsField, moreSectionsGroup} from '../sections/moreSections'

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  groups: [
    {name: 'mission', title: 'Mission and values', default: true},
    {name: 'story', title: 'Our Story'},
    {name: 'impact', title: 'Impact'},
    {name: 'team', title: 'Team'},
    moreSectionsGroup,
  ],
  fields: [
    defineField({
      name: 'heading',
      title: 'Page title',
      type: 'string',
      group: 'mission',
      description: 'The main title at the top of the page.',
      validation: (rule) => rule.required().error('Write the page title.'),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      group: 'mission',
      description: 'One or two sentences under the title. Also used as the page description in search results.',
      validation: (rule) => rule.required().max(300).error('Write one or two sentences (at most 300 characters).'),
    }),
    defineField({
      name: 'missionHeading',
      title: 'Mission heading',
      type: 'string',
      group: 'mission',
      description: 'Shown as the heading of the mission section on the About page.',
      validation: (rule) => rule.required().error('Write the heading of the mission section.'),
    }),
    defineField({
      name: 'mission',
      title: 'Mission',
      type: 'richText',
      group: 'mission',
      description: 'What the initiative sets out to do.',
    }),
    defineField({
      name: 'values',
      title: 'Value cards',
      type: 'array',
      group: 'mission',
      description: 'The four cards under the mission, in order.',
      of: [defineArrayMember({type: 'valueCard'})],
      validation: (rule) =>
        rule.custom(layoutCount({designed: 4, items: 'value cards', where: 'The About page’s values section', rows: cardRows})).warning(),
    }),
    defineField({
      name: 'storyHeading',
      title: 'Story heading',
      type: 'string',
      group: 'story',
      description: 'Shown as the heading of the “Our Story” section on the About page.',
      validation: (rule) => rule.required().error('Write the heading of the story section.'),
    }),
    defineField({
      name: 'story',
      title: 'Our Story',
      type: 'richText',
      group: 'story',
      description: 'How the initiative began and grew.',
    }),
    defineField({
      name: 'impactHeading',
      title: 'Impact heading',
      type: 'string',
      group: 'impact',
      description: 'Shown as the heading of the “Impact So Far” section on the About page, above the four figures.',
      validation: (rule) => rule.required().error('Write the heading of the impact section.'),
    }),
    defineField({
      name: 'impactStatistics',
      title: 'Impact figures',
      type: 'array',
      group: 'impact',
      description: 'The four figures of the impact section, in order.',
      of: [defineArrayMember({type: 'statistic'})],
      validation: (rule) =>
        rule.custom(layoutCount({designed: 4, items: 'figures', where: 'The About page’s impact section', rows: cardRows})).warning(),
    }),
    defineField({
      name: 'teamHeading',
      title: 'Team heading',
      type: 'string',
      group: 'team',
      description: 'Shown as the heading of the “Who We Are” team grid on the About page.',
      validation: (rule) => rule.required().error('Write the heading of the team section.'),
    }),
    defineField({
      name: 'teamIntro',
      title: 'Team introduction',
      type: 'text',
      rows: 2,
      group: 'team',
      description: 'One sentence under the heading.',
    }),
    defineField({
      name: 'team',
      title: 'Team members',
      type: 'array',
      group: 'team',
      description: `The people shown in the grid, in order (the first ${MAX_TEAM_MEMBERS} at most). Drag to reorder.`,
      // Weak: unpublishing or deleting a listed document takes its card off (the site skips entries
      // that no longer resolve) instead of being refused or blocking this page's next publish.
      of: [defineArrayMember({type: 'reference', to: [{type: 'teamMember'}], weak: true})],
      validation: (rule) => [
        rule.unique().error('Each person appears once.'),
        rule.custom(atMost({max: MAX_TEAM_MEMBERS, items: 'people', where: 'The About page’s team grid'})).warning(),
      ],
    }),
    moreSectionsField({grouped: true}),
  ],
  preview: {
    select: {subtitle: 'heading'},
    prepare: ({subtitle}) => ({title: 'About page', subtitle}),
  },
})
