/** A summary of a pilot's experiment with the UN Sustainable Development Goals it addresses. */
import {defineArrayMember, defineField} from 'sanity'
import {definePilotSection, firstText} from './definePilotSection'
import {EarthGlobeIcon} from '@sanity/icons/EarthGlobe'

export const pilotExperimentSummarySection = definePilotSection({
  name: 'pilotExperimentSummarySection',
  title: 'Experiment summary with SDGs',
  icon: EarthGlobeIcon,
  headingExamples: 'Experiment Summary',
  fields: [
    defineField({
      name: 'body',
      title: 'Summary',
      type: 'richText',
      description: 'What was tested and what it showed, in a few sentences.',
      validation: (rule) => rule.required().min(1).error('Write the summary.'),
    }),
    defineField({
      name: 'sdgsHeading',
      title: 'Heading above the goals',
      type: 'string',
      description: 'e.g. Sustainable Development Goals addressed',
      initialValue: 'Sustainable Development Goals addressed',
      validation: (rule) => rule.required().error('Write the heading shown above the list of goals.'),
    }),
    defineField({
      name: 'sdgs',
      title: 'Sustainable Development Goals',
      type: 'array',
      description: 'One goal per line, e.g. SDG 3: Good Health and Well-being.',
      of: [defineArrayMember({type: 'string'})],
      validation: (rule) => [rule.required().min(1).error('Add at least one goal.'), rule.unique().error('Each goal may be listed once.')],
    }),
  ],
  select: {body: 'body', sdgs: 'sdgs'},
  summary: ({body, sdgs}) => (Array.isArray(sdgs) && sdgs.length ? sdgs.join(' · ') : firstText(body)),
})
