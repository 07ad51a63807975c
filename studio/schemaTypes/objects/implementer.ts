/** A person or team that carried out a pilot (docs/product.md#content-model): name and role. */
import {defineField, defineType} from 'sanity'
import {personNameField} from './personName'

export const implementer = defineType({
  name: 'implementer',
  title: 'Implementer',
  type: 'object',
  fields: [
    personNameField('The person or team, e.g. a name or “Digital fundraising team”.', 'Write the name of the person or team.'),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      description: 'What they did in the pilot, and for which organisation, e.g. Project lead, Northbridge Relief.',
      validation: (rule) => rule.required().error('Say what this person or team did in the pilot.'),
    }),
  ],
  preview: {select: {title: 'name', subtitle: 'role'}},
})
