/** Chosen team members, drawn as the About page's "Who We Are" grid. */
import {UsersIcon} from '@sanity/icons/Users'
import {MAX_TEAM_MEMBERS} from '@site/layout'
import {defineArrayMember, defineField} from 'sanity'
import {atMost} from '../layoutCounts'
import {defineListSection} from './defineSection'

export const teamSection = defineListSection({
  name: 'teamSection',
  title: 'Team',
  description: 'Chosen team members with photo, name, title, organisation and LinkedIn, as on the About page.',
  icon: UsersIcon,
  heading: 'the people',
  headingRequired: true,
  counted: ['person', 'people'],
  list: defineField({
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
})
