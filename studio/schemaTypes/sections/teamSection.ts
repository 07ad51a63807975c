/** Chosen team members, drawn as the About page's "Who We Are" grid. */
import {UsersIcon} from '@sanity/icons/Users'
import {MAX_TEAM_MEMBERS} from '@site/layout'
import {defineArrayMember, defineField} from 'sanity'
import {atMost} from '../layoutCounts'
import {countOf, defineSection, introField, requiredHeadingField} from './sectionParts'

export const teamSection = defineSection({
  name: 'teamSection',
  title: 'Team',
  description: 'Chosen team members with photo, name, title, organisation and LinkedIn, as on the About page.',
  icon: UsersIcon,
  select: {heading: 'heading', members: 'members'},
  summary: ({members}) => countOf(members, 'person', 'people'),
  fields: [
    requiredHeadingField('the people'),
    introField,
    defineField({
      name: 'members',
      title: 'Team members',
      type: 'array',
      description: 'The people shown, in order. Drag to reorder.',
      of: [defineArrayMember({type: 'reference', to: [{type: 'teamMember'}], weak: true})],
      validation: (rule) => [
        rule.required().min(1).error('Choose at least one team member, or remove the section.'),
        rule.unique().error('Each person appears once.'),
        rule.custom(atMost({max: MAX_TEAM_MEMBERS, items: 'people', where: 'A team section'})).warning(),
      ],
    }),
  ],
})
