/** Cards of chosen pilots, Beacon finalists or articles, in the editor's order, drawn as on their list pages. */
import {ThLargeIcon} from '@sanity/icons/ThLarge'
import {CARDS_PER_PAGE} from '@site/layout'
import {defineArrayMember, defineField} from 'sanity'
import {atMost} from '../layoutCounts'
import {defineListSection} from './defineSection'

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
})
