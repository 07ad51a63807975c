/**
 * The Get Inspired page (/get-inspired), a singleton with id "getInspiredPage": the Beacons showcase
 * (the finalists in the order chosen here), the featured article, the other articles, and a call to
 * join the Innovation Summit. Articles are listed automatically; the featured one is the article
 * switched to "Featured".
 */
import {CARDS_PER_PAGE} from '@site/layout'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {moreSectionsField, moreSectionsGroup} from '../sections/moreSections'

export const getInspiredPage = defineType({
  name: 'getInspiredPage',
  title: 'Get Inspired page',
  type: 'document',
  groups: [
    {name: 'intro', title: 'Introduction', default: true},
    {name: 'showcase', title: 'Beacons showcase'},
    {name: 'articles', title: 'Articles'},
    {name: 'summit', title: 'Summit call to action'},
    moreSectionsGroup,
  ],
  fields: [
    defineField({
      name: 'heading',
      title: 'Page heading',
      type: 'string',
      group: 'intro',
      description: 'The main title at the top of the Get Inspired (Innovation Library) page.',
      validation: (rule) => rule.required().error('Write the page heading.'),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      group: 'intro',
      description: 'One or two sentences under the heading; also the page summary for search engines.',
      validation: (rule) => rule.required().error('Write a short introduction.'),
    }),
    defineField({
      name: 'showcaseHeading',
      title: 'Showcase heading',
      type: 'string',
      group: 'showcase',
      description: 'Shown as the heading above the Beacons finalists on the Get Inspired page.',
      validation: (rule) => rule.required().error('Write the heading of the finalists section.'),
    }),
    defineField({
      name: 'showcaseIntro',
      title: 'Showcase introduction',
      type: 'text',
      rows: 3,
      group: 'showcase',
      description: 'Optional sentence under the showcase heading.',
    }),
    defineField({
      name: 'finalists',
      title: 'Finalists',
      type: 'array',
      group: 'showcase',
      description: `The finalists shown, in this order, ${CARDS_PER_PAGE} a page (more continue on numbered pages). Drag to reorder.`,
      // Weak: unpublishing or deleting a listed document takes its card off (the site skips entries
      // that no longer resolve) instead of being refused or blocking this page's next publish.
      of: [defineArrayMember({type: 'reference', to: [{type: 'finalist'}], weak: true})],
      validation: (rule) => [
        rule.required().min(1).error('Choose the finalists to show.'),
        rule.unique().error('Each finalist can be listed only once.'),
      ],
    }),
    defineField({
      name: 'featuredHeading',
      title: 'Featured article heading',
      type: 'string',
      group: 'articles',
      description: 'Heading above the large card of the featured article.',
      validation: (rule) => rule.required().error('Write the heading of the featured article section.'),
    }),
    defineField({
      name: 'articlesHeading',
      title: 'More articles heading',
      type: 'string',
      group: 'articles',
      description: `Heading above the grid of the other articles, newest first, ${CARDS_PER_PAGE} a page (more continue on numbered pages).`,
      validation: (rule) => rule.required().error('Write the heading of the articles section.'),
    }),
    defineField({
      name: 'summitCta',
      title: 'Summit call to action',
      type: 'object',
      group: 'summit',
      description: 'The closing panel inviting visitors to the Innovation Summit; its button goes to /innovation-summit.',
      fields: [
        defineField({
          name: 'title',
          title: 'Title',
          type: 'string',
          description: 'The heading of the closing panel on the Get Inspired page.',
          validation: (rule) => rule.required().error('Write the title of the panel.'),
        }),
        defineField({
          name: 'text',
          title: 'Text',
          type: 'text',
          rows: 3,
          description: 'Optional: a sentence or two under the heading, inviting visitors to join the summit.',
        }),
        defineField({
          name: 'buttonLabel',
          title: 'Button text',
          type: 'string',
          description: 'The text on the panel’s button, which opens the Innovation Summit page.',
          validation: (rule) => rule.required().error('Write the button text.'),
        }),
      ],
    }),
    moreSectionsField({grouped: true}),
  ],
  preview: {prepare: () => ({title: 'Get Inspired page'})},
})
