/** A headline figure: the number as shown ("1,500+"), what it counts, and an icon. */
import {defineField, defineType} from 'sanity'
import {iconOptions} from '../icons'

export const statistic = defineType({
  name: 'statistic',
  title: 'Statistic',
  type: 'object',
  fields: [
    defineField({
      name: 'number',
      title: 'Figure',
      type: 'string',
      description: 'Exactly as it should read, e.g. 358 or 1,500+',
      validation: (rule) => rule.required().error('Write the figure, e.g. 358 or 1,500+'),
    }),
    defineField({
      name: 'label',
      title: 'What it counts',
      type: 'string',
      description: 'Shown under the figure to say what it counts, e.g. “Submissions” or “Expert evaluators”.',
      validation: (rule) => rule.required().error('Say what the figure counts.'),
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      description: 'Optional small picture shown with the figure.',
      options: iconOptions,
    }),
  ],
  preview: {select: {title: 'number', subtitle: 'label'}},
})
