/**
 * Portable Text for every prose section: paragraphs, two heading levels, lists, bold/italic,
 * and links (outbound links open in a new tab on the site).
 */
import {defineArrayMember, defineField, defineType} from 'sanity'

export const richText = defineType({
  name: 'richText',
  title: 'Text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        {title: 'Paragraph', value: 'normal'},
        {title: 'Heading', value: 'h3'},
        {title: 'Small heading', value: 'h4'},
        {title: 'Quote', value: 'blockquote'},
      ],
      lists: [
        {title: 'Bullets', value: 'bullet'},
        {title: 'Numbered', value: 'number'},
      ],
      marks: {
        decorators: [
          {title: 'Bold', value: 'strong'},
          {title: 'Italic', value: 'em'},
        ],
        annotations: [
          defineField({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Address',
                type: 'url',
                description: 'A full address (https://…), a mailto: address, or a page of this site starting with /',
                validation: (rule) =>
                  rule
                    .uri({scheme: ['http', 'https', 'mailto'], allowRelative: true})
                    .required()
                    .error('Add the address this text links to.'),
              }),
            ],
          }),
        ],
      },
    }),
  ],
})
