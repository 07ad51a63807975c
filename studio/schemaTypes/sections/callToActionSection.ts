/** A call to action: a heading, a sentence or two and up to two buttons, on the brand colour. */
import {BulbOutlineIcon} from '@sanity/icons/BulbOutline'
import {defineArrayMember, defineField} from 'sanity'
import {defineSection} from './defineSection'

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
})
