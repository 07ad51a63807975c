/** Chosen partners' logos, linking to their sites, in balanced rows of up to seven as on the Home page. */
import {ImagesIcon} from '@sanity/icons/Images'
import {MAX_PARTNER_LOGOS} from '@site/layout'
import {defineArrayMember, defineField} from '@sanity/types'
import {atMost, logoRows} from './fields/layoutCounts.ts'
import {defineListSection} from './defineSection.ts'
import {ref} from './example.ts'

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
  picture:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" role="img" aria-label="Partner logos"><rect width="240" height="160" rx="10" fill="#f3f8f8"/><rect x="75" y="20" width="90" height="10" rx="5.0" fill="#0a3433"/><rect x="26" y="46" width="40" height="26" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="34" y="56" width="24" height="6" rx="3.0" fill="#0f6b6a"/><rect x="74" y="46" width="40" height="26" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="82" y="56" width="24" height="6" rx="3.0" fill="#0f6b6a"/><rect x="122" y="46" width="40" height="26" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="130" y="56" width="24" height="6" rx="3.0" fill="#0f6b6a"/><rect x="170" y="46" width="40" height="26" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="178" y="56" width="24" height="6" rx="3.0" fill="#0f6b6a"/><rect x="14" y="86" width="38" height="26" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="20" y="96" width="26" height="6" rx="3.0" fill="#0f6b6a"/><rect x="58" y="86" width="38" height="26" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="64" y="96" width="26" height="6" rx="3.0" fill="#0f6b6a"/><rect x="102" y="86" width="38" height="26" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="108" y="96" width="26" height="6" rx="3.0" fill="#0f6b6a"/><rect x="146" y="86" width="38" height="26" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="152" y="96" width="26" height="6" rx="3.0" fill="#0f6b6a"/><rect x="190" y="86" width="38" height="26" rx="6" fill="#ffffff" stroke="#c9dcdc"/><rect x="196" y="96" width="26" height="6" rx="3.0" fill="#0f6b6a"/></svg>',
  example: {
    _key: 'partners',
    heading: 'Organisations behind the call',
    partners: [ref('p1', 'partner-northbridge-relief'), ref('p2', 'partner-lumen-humanitarian'), ref('p3', 'partner-keystone-water')],
  },
  shows: 'Organisations behind the call',
})
