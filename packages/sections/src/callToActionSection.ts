/** A call to action: a heading, a sentence or two and up to two buttons, on the brand colour. */
import {BulbOutlineIcon} from '@sanity/icons/BulbOutline'
import {defineArrayMember, defineField} from '@sanity/types'
import {defineSection} from './defineSection.ts'

export const callToActionSection = defineSection({
  name: 'callToActionSection',
  title: 'Call to action',
  description: 'A band inviting visitors to act: a heading, a sentence or two and up to two buttons.',
  icon: BulbOutlineIcon,
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'The invitation, e.g. “Join the 2027 challenge”.',
      validation: (rule) => rule.required().error('Write the heading of the call to action.'),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'Optional: one or two sentences under the heading.',
    }),
    defineField({
      name: 'buttons',
      title: 'Buttons',
      type: 'array',
      description: 'One or two buttons; the first is drawn as the main one.',
      of: [defineArrayMember({type: 'linkButton'})],
      validation: (rule) => [
        rule.required().min(1).error('Add the button visitors press.'),
        rule.max(2).error('A call to action shows at most two buttons: remove one.'),
      ],
    }),
  ],
  picture:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" role="img" aria-label="Call to action"><rect width="240" height="160" rx="10" fill="#f3f8f8"/><rect x="14" y="30" width="212" height="100" rx="10" fill="#0a3433"/><rect x="56" y="50" width="128" height="12" rx="6.0" fill="#ffffff"/><rect x="44" y="72" width="152" height="6" rx="3.0" fill="#8fbdbd"/><rect x="68" y="84" width="104" height="6" rx="3.0" fill="#8fbdbd"/><rect x="66" y="102" width="52" height="16" rx="8" fill="#e0962b"/><rect x="124" y="102" width="50" height="16" rx="8" fill="none" stroke="#ffffff" stroke-width="2"/></svg>',
  example: {
    _key: 'cta',
    heading: 'Ready to nominate?',
    text: 'Co-initiating organisations nominate two to five concepts each.',
    buttons: [
      {_type: 'linkButton', _key: 'go', label: 'Start a nomination', page: {_type: 'reference', _ref: 'nominationPage', _weak: true}},
    ],
  },
  shows: 'Ready to nominate?',
})
