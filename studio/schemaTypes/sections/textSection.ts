/** Prose: the site's rich text (headings, lists, links that follow renamed pages) under an optional heading. */
import {TextIcon} from '@sanity/icons/Text'
import {defineField} from 'sanity'
import {defineSection, headingField} from './defineSection'

export const textSection = defineSection({
  name: 'textSection',
  title: 'Text',
  description: 'Paragraphs with headings, lists and links, under an optional heading.',
  icon: TextIcon,
  fields: [
    headingField('the text'),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'richText',
      description: 'The text of the section. Link to a page of this site with “Link to a page of this site”, so the link follows it.',
      validation: (rule) => rule.required().error('Write the text of this section, or remove the section.'),
    }),
  ],
})
