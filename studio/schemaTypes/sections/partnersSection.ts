/** Chosen partners' logos, linking to their sites, in balanced rows of up to seven as on the Home page. */
import {ImagesIcon} from '@sanity/icons/Images'
import {MAX_PARTNER_LOGOS} from '@site/layout'
import {defineArrayMember, defineField} from 'sanity'
import {atMost, logoRows} from '../layoutCounts'
import {defineListSection} from './defineSection'

export const partnersSection = defineListSection({
  name: 'partnersSection',
  title: 'Partner logos',
  description: 'Chosen partners’ logos, each linking to its organisation, as on the Home page.',
  icon: ImagesIcon,
  heading: 'the logos',
  counted: ['logo', 'logos'],
  list: defineField({
    name: 'partners',
    title: 'Partners',
    type: 'array',
    description: 'The organisations whose logos are shown, in order, in balanced rows of up to seven.',
    of: [defineArrayMember({type: 'reference', to: [{type: 'partner'}], weak: true})],
    validation: (rule) => [
      rule.required().min(1).error('Choose at least one partner, or remove the section.'),
      rule.unique().error('Each partner appears once.'),
      rule.custom(atMost({max: MAX_PARTNER_LOGOS, items: 'logos', where: 'A partner logos section', rows: logoRows})).warning(),
    ],
  }),
})
