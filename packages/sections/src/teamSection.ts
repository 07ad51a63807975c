/** Chosen team members, drawn as the About page's "Who We Are" grid. */
import {UsersIcon} from '@sanity/icons/Users'
import {MAX_TEAM_MEMBERS} from '@site/layout'
import {defineArrayMember, defineField} from '@sanity/types'
import {atMost} from './fields/layoutCounts.ts'
import {defineListSection} from './defineSection.ts'
import {ref} from './example.ts'

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
  picture:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" role="img" aria-label="Team"><rect width="240" height="160" rx="10" fill="#f3f8f8"/><rect x="20" y="20" width="90" height="10" rx="5.0" fill="#0a3433"/><rect x="16" y="40" width="64" height="48" rx="6" fill="#ffffff" stroke="#c9dcdc"/><circle cx="32" cy="64" r="10" fill="#0f6b6a" opacity=".5"/><rect x="46" y="56" width="28" height="6" rx="3.0" fill="#0a3433"/><rect x="46" y="68" width="24" height="5" rx="2.5" fill="#c9dcdc"/><rect x="88" y="40" width="64" height="48" rx="6" fill="#ffffff" stroke="#c9dcdc"/><circle cx="104" cy="64" r="10" fill="#0f6b6a" opacity=".5"/><rect x="118" y="56" width="28" height="6" rx="3.0" fill="#0a3433"/><rect x="118" y="68" width="24" height="5" rx="2.5" fill="#c9dcdc"/><rect x="160" y="40" width="64" height="48" rx="6" fill="#ffffff" stroke="#c9dcdc"/><circle cx="176" cy="64" r="10" fill="#0f6b6a" opacity=".5"/><rect x="190" y="56" width="28" height="6" rx="3.0" fill="#0a3433"/><rect x="190" y="68" width="24" height="5" rx="2.5" fill="#c9dcdc"/><rect x="16" y="96" width="64" height="48" rx="6" fill="#ffffff" stroke="#c9dcdc"/><circle cx="32" cy="120" r="10" fill="#0f6b6a" opacity=".5"/><rect x="46" y="112" width="28" height="6" rx="3.0" fill="#0a3433"/><rect x="46" y="124" width="24" height="5" rx="2.5" fill="#c9dcdc"/><rect x="88" y="96" width="64" height="48" rx="6" fill="#ffffff" stroke="#c9dcdc"/><circle cx="104" cy="120" r="10" fill="#0f6b6a" opacity=".5"/><rect x="118" y="112" width="28" height="6" rx="3.0" fill="#0a3433"/><rect x="118" y="124" width="24" height="5" rx="2.5" fill="#c9dcdc"/><rect x="160" y="96" width="64" height="48" rx="6" fill="#ffffff" stroke="#c9dcdc"/><circle cx="176" cy="120" r="10" fill="#0f6b6a" opacity=".5"/><rect x="190" y="112" width="28" height="6" rx="3.0" fill="#0a3433"/><rect x="190" y="124" width="24" height="5" rx="2.5" fill="#c9dcdc"/></svg>',
  example: {
    _key: 'team',
    heading: 'Who to ask',
    members: [ref('t1', 'team-aisha-bello'), ref('t2', 'team-wei-chen')],
  },
  shows: 'Who to ask',
})
