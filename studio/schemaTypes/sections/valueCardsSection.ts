/** Value cards (icon, title, a sentence or two), drawn as on the About page; four fill one row. */
import {StarIcon} from '@sanity/icons/Star'
import {defineArrayMember, defineField} from 'sanity'
import {cardRows, layoutCount} from '../layoutCounts'
import {defineListSection} from './defineSection'

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
})
