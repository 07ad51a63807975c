/** Cards of chosen pilots, Beacon finalists or articles, in the editor's order, drawn as on their list pages. */
import {ThLargeIcon} from '@sanity/icons/ThLarge'
import {CARDS_PER_PAGE} from '@site/layout'
import {defineArrayMember, defineField} from '@sanity/types'
import {atMost} from './fields/layoutCounts.ts'
import {defineListSection} from './defineSection.ts'
import {ref} from './example.ts'

export const cardsSection = defineListSection({
  name: 'cardsSection',
  title: 'Cards',
  description: 'Cards of chosen pilots, Beacon finalists or articles, in your order, as on their list pages.',
  icon: ThLargeIcon,
  heading: 'the cards',
  headingRequired: true,
  counted: ['card', 'cards'],
  list: defineField({
    name: 'cards',
    title: 'Cards',
    type: 'array',
    description: 'Pilots, Beacon finalists or articles, in the order shown. Drag to reorder.',
    // Weak: unpublishing or deleting a chosen document takes its card off this page instead of being refused.
    of: [defineArrayMember({type: 'reference', to: [{type: 'pilot'}, {type: 'finalist'}, {type: 'article'}], weak: true})],
    validation: (rule) => [
      rule.required().min(1).error('Choose at least one pilot, finalist or article, or remove the section.'),
      rule.unique().error('Each card appears once.'),
      rule.custom(atMost({max: CARDS_PER_PAGE, items: 'cards', where: 'A cards section'})).warning(),
    ],
  }),
  picture:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" role="img" aria-label="Cards"><rect width="240" height="160" rx="10" fill="#f3f8f8"/><rect x="20" y="20" width="90" height="10" rx="5.0" fill="#0a3433"/><rect x="16" y="40" width="64" height="100" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="16" y="40" width="64" height="36" rx="6" fill="#0f6b6a" opacity=".3"/><rect x="24" y="86" width="44" height="8" rx="4.0" fill="#0a3433"/><rect x="24" y="102" width="48" height="5" rx="2.5" fill="#c9dcdc"/><rect x="24" y="112" width="40" height="5" rx="2.5" fill="#c9dcdc"/><rect x="24" y="124" width="30" height="10" rx="5" fill="#0f6b6a"/><rect x="88" y="40" width="64" height="100" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="88" y="40" width="64" height="36" rx="6" fill="#0f6b6a" opacity=".3"/><rect x="96" y="86" width="44" height="8" rx="4.0" fill="#0a3433"/><rect x="96" y="102" width="48" height="5" rx="2.5" fill="#c9dcdc"/><rect x="96" y="112" width="40" height="5" rx="2.5" fill="#c9dcdc"/><rect x="96" y="124" width="30" height="10" rx="5" fill="#0f6b6a"/><rect x="160" y="40" width="64" height="100" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="160" y="40" width="64" height="36" rx="6" fill="#0f6b6a" opacity=".3"/><rect x="168" y="86" width="44" height="8" rx="4.0" fill="#0a3433"/><rect x="168" y="102" width="48" height="5" rx="2.5" fill="#c9dcdc"/><rect x="168" y="112" width="40" height="5" rx="2.5" fill="#c9dcdc"/><rect x="168" y="124" width="30" height="10" rx="5" fill="#0f6b6a"/></svg>',
  example: {
    _key: 'cards',
    heading: 'Where earlier ideas went',
    cards: [ref('c1', 'pilot-givify'), ref('c2', 'finalist-cardano-impact'), ref('c3', 'article-manifesto')],
  },
  shows: 'Where earlier ideas went',
})
