/**
 * Portable Text for every prose section: paragraphs, two heading levels, lists, bold/italic, and two
 * kinds of links: to a page of this site (a reference, so it follows the page when its address
 * changes) and to an outside address (opens in a new tab on the site).
 */
import {LinkIcon} from '@sanity/icons/Link'
import {DocumentIcon} from '@sanity/icons/Document'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {INTERNAL_TARGET_TYPES} from '../internalTargets'

/** A typed site path ("/pilots") where a reference belongs: it breaks when the page is renamed. */
const isSitePath = (value: string | undefined) => !!value && value.startsWith('/')

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
            name: 'internalLink',
            title: 'Link to a page of this site',
            type: 'object',
            icon: DocumentIcon,
            fields: [
              defineField({
                name: 'reference',
                title: 'Page',
                type: 'reference',
                to: INTERNAL_TARGET_TYPES,
                // A link in prose never stops a page from being deleted: it then shows as plain text.
                weak: true,
                description: 'The page this text links to. The link follows the page if its address changes.',
                validation: (rule) => rule.required().error('Choose the page this text links to.'),
              }),
            ],
          }),
          defineField({
            name: 'link',
            title: 'Link to another website',
            type: 'object',
            icon: LinkIcon,
            fields: [
              defineField({
                name: 'href',
                title: 'Address',
                type: 'url',
                description: 'A full address (https://…) or a mailto: address. For a page of this site, use “Link to a page of this site”.',
                validation: (rule) => [
                  rule
                    .uri({scheme: ['http', 'https', 'mailto'], allowRelative: true})
                    .required()
                    .error('Add the address this text links to.'),
                  rule
                    .custom((value: string | undefined) =>
                      isSitePath(value)
                        ? 'This is a page of this site: use “Link to a page of this site” so the link follows the page if its address changes.'
                        : true,
                    )
                    .warning(),
                ],
              }),
            ],
          }),
        ],
      },
    }),
  ],
})
