/**
 * The Contact page (singleton `contactPage`): its heading and introduction. The e-mail address and
 * social media profiles it lists are edited once, in Site settings.
 */
import {defineField, defineType} from 'sanity'
import {moreSectionsField} from '../sections/moreSections'

export const contactPage = defineType({
  name: 'contactPage',
  title: 'Contact page',
  type: 'document',
  fields: [
    defineField({
      name: 'heading',
      title: 'Page title',
      type: 'string',
      description: 'The main title at the top of the page.',
      validation: (rule) => rule.required().error('Write the page title.'),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'One or two sentences under the title. The e-mail address and social profiles below it come from Site settings.',
      validation: (rule) => rule.required().max(300).error('Write one or two sentences (at most 300 characters).'),
    }),
    moreSectionsField(),
  ],
  preview: {
    select: {subtitle: 'heading'},
    prepare: ({subtitle}) => ({title: 'Contact page', subtitle}),
  },
})
