/** Value cards (icon, title, a sentence or two), drawn as on the About page; four fill one row. */
import {StarIcon} from '@sanity/icons/Star'
import {defineArrayMember, defineField} from '@sanity/types'
import {cardRows, layoutCount} from './fields/layoutCounts.ts'
import {defineListSection} from './defineSection.ts'

export const valueCardsSection = defineListSection({
  name: 'valueCardsSection',
  title: 'Value cards',
  description: 'Cards with an icon, a title and a sentence or two, like the About page’s values.',
  icon: StarIcon,
  heading: 'the cards',
  headingRequired: true,
  counted: ['card', 'cards'],
  list: defineField({
    name: 'cards',
    title: 'Cards',
    type: 'array',
    description: 'The cards in order. Four fill one row on wide screens.',
    of: [defineArrayMember({type: 'valueCard'})],
    validation: (rule) => [
      rule.required().min(1).error('Add at least one card, or remove the section.'),
      rule.custom(layoutCount({designed: 4, items: 'value cards', where: 'A section of value cards', rows: cardRows})).warning(),
    ],
  }),
  picture:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" role="img" aria-label="Value cards"><rect width="240" height="160" rx="10" fill="#f3f8f8"/><rect x="20" y="20" width="90" height="10" rx="5.0" fill="#0a3433"/><rect x="14" y="42" width="48" height="94" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="22" y="52" width="16" height="16" rx="4" fill="#0f6b6a"/><rect x="22" y="78" width="32" height="7" rx="3.5" fill="#0a3433"/><rect x="22" y="94" width="34" height="5" rx="2.5" fill="#c9dcdc"/><rect x="22" y="104" width="30" height="5" rx="2.5" fill="#c9dcdc"/><rect x="22" y="114" width="24" height="5" rx="2.5" fill="#c9dcdc"/><rect x="68" y="42" width="48" height="94" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="76" y="52" width="16" height="16" rx="4" fill="#0f6b6a"/><rect x="76" y="78" width="32" height="7" rx="3.5" fill="#0a3433"/><rect x="76" y="94" width="34" height="5" rx="2.5" fill="#c9dcdc"/><rect x="76" y="104" width="30" height="5" rx="2.5" fill="#c9dcdc"/><rect x="76" y="114" width="24" height="5" rx="2.5" fill="#c9dcdc"/><rect x="122" y="42" width="48" height="94" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="130" y="52" width="16" height="16" rx="4" fill="#0f6b6a"/><rect x="130" y="78" width="32" height="7" rx="3.5" fill="#0a3433"/><rect x="130" y="94" width="34" height="5" rx="2.5" fill="#c9dcdc"/><rect x="130" y="104" width="30" height="5" rx="2.5" fill="#c9dcdc"/><rect x="130" y="114" width="24" height="5" rx="2.5" fill="#c9dcdc"/><rect x="176" y="42" width="48" height="94" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="184" y="52" width="16" height="16" rx="4" fill="#0f6b6a"/><rect x="184" y="78" width="32" height="7" rx="3.5" fill="#0a3433"/><rect x="184" y="94" width="34" height="5" rx="2.5" fill="#c9dcdc"/><rect x="184" y="104" width="30" height="5" rx="2.5" fill="#c9dcdc"/><rect x="184" y="114" width="24" height="5" rx="2.5" fill="#c9dcdc"/></svg>',
  example: {
    _key: 'values',
    heading: 'What we look for',
    cards: [
      {_type: 'valueCard', _key: 'v1', title: 'Tested small', text: 'The idea has run once, however small.', icon: 'target'},
      {_type: 'valueCard', _key: 'v2', title: 'Early evidence', text: 'Something measured says it works.', icon: 'trending-up'},
      {_type: 'valueCard', _key: 'v3', title: 'Room to grow', text: 'It has not been piloted at full scale.', icon: 'layers'},
      {_type: 'valueCard', _key: 'v4', title: 'Moves the sector', text: 'Others could take it up.', icon: 'globe'},
    ],
  },
  shows: 'What we look for',
})
