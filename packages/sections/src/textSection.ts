/** Prose: the site's rich text (headings, lists, links that follow renamed pages) under an optional heading. */
import {TextIcon} from '@sanity/icons/Text'
import {defineField} from '@sanity/types'
import {defineSection, headingField} from './defineSection.ts'
import {block} from './example.ts'

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
  picture:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" role="img" aria-label="Text"><rect width="240" height="160" rx="10" fill="#f3f8f8"/><rect x="24" y="26" width="110" height="12" rx="6.0" fill="#0a3433"/><rect x="24" y="50" width="192" height="6" rx="3.0" fill="#c9dcdc"/><rect x="24" y="62" width="192" height="6" rx="3.0" fill="#c9dcdc"/><rect x="24" y="74" width="192" height="6" rx="3.0" fill="#c9dcdc"/><rect x="24" y="86" width="130" height="6" rx="3.0" fill="#c9dcdc"/><rect x="24" y="106" width="192" height="6" rx="3.0" fill="#c9dcdc"/><rect x="24" y="118" width="192" height="6" rx="3.0" fill="#c9dcdc"/><rect x="24" y="130" width="96" height="6" rx="3.0" fill="#c9dcdc"/></svg>',
  example: {
    _key: 'text',
    heading: 'Why a third challenge',
    body: [
      block('text-1', 'Two editions brought hundreds of ideas; the best are pilots today.'),
      {
        _type: 'block',
        _key: 'text-2',
        style: 'normal',
        markDefs: [{_type: 'internalLink', _key: 'to-pilots', reference: {_type: 'reference', _ref: 'pilotsPage', _weak: true}}],
        children: [
          {_type: 'span', _key: 'text-2a', text: 'See what came of them on ', marks: []},
          {_type: 'span', _key: 'text-2b', text: 'the pilots page', marks: ['to-pilots']},
          {_type: 'span', _key: 'text-2c', text: '.', marks: []},
        ],
      },
    ],
  },
  shows: 'Why a third challenge',
})
