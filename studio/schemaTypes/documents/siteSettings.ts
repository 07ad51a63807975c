/**
 * Site settings (singleton `siteSettings`): what every page shares. The navigation bar shows the logo
 * and its links; the footer shows the call to action, quick links, social profiles, hosting statement
 * and copyright; the Contact page shows the e-mail address and social profiles. The words of numbered
 * pages (a list longer than one page: pilots, finalists, articles) are here, the same for every list.
 */
import {defineArrayMember, defineField, defineType} from 'sanity'
import {httpUrl, layoutCount, mailtoUrl} from '@site/sections/fields'
import {requiredImage} from '../objects/accessibleImage'

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    {name: 'identity', title: 'Name and logo', default: true},
    {name: 'menus', title: 'Menus'},
    {name: 'contact', title: 'E-mail and social media'},
    {name: 'footer', title: 'Footer'},
    {name: 'pagination', title: 'Numbered pages'},
  ],
  fields: [
    defineField({
      name: 'siteName',
      title: 'Site name',
      type: 'string',
      group: 'identity',
      description: 'The name of the initiative, used in browser tabs and search results.',
      validation: (rule) => rule.required().error('Write the name of the initiative.'),
    }),
    defineField({
      name: 'logo',
      title: 'Logo',
      type: 'accessibleImage',
      group: 'identity',
      description: 'Shown at the left of the navigation bar and links to the Home page. A wide logo works best.',
      validation: requiredImage('the site’s logo, shown on every page.'),
    }),
    defineField({
      name: 'mainNav',
      title: 'Navigation bar links',
      type: 'array',
      group: 'menus',
      description:
        'The links in the navigation bar at the top of every page, left to right (on phones, in the menu). A link is highlighted on its page and on the pages inside its section (a pilot case study belongs to Pilots). The Contact Us button always follows them.',
      of: [defineArrayMember({type: 'menuLink'})],
      validation: (rule) => [
        rule.unique().error('Each link may appear once.'),
        rule.max(6).warning('More than six links crowd the navigation bar on laptop screens.'),
      ],
    }),
    defineField({
      name: 'footerNav',
      title: 'Footer quick links',
      type: 'array',
      group: 'menus',
      description: 'The Quick Links column in the footer of every page, top to bottom. Leave it empty to hide the column.',
      of: [defineArrayMember({type: 'menuLink'})],
      validation: (rule) => rule.unique().error('Each link may appear once.'),
    }),
    defineField({
      name: 'email',
      title: 'Contact e-mail',
      type: 'url',
      group: 'contact',
      description: 'The address people write to, as mailto:name@domain.org. Shown on the Contact page.',
      validation: (rule) => mailtoUrl(rule, {required: true}),
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social media profiles',
      type: 'array',
      group: 'contact',
      description: 'The five profiles linked from the footer and the Contact page, in the order shown.',
      of: [defineArrayMember({type: 'socialLink'})],
      validation: (rule) => [
        rule.required().error('Add the social media profiles shown in the footer and on the Contact page.'),
        rule
          .custom(
            layoutCount({
              designed: 5,
              items: 'profiles',
              where: 'The footer’s Follow Us block',
              looks: (count) => `its ${count} icons line up and wrap onto another line when the column is full`,
            }),
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'footerCta',
      title: 'Footer call to action',
      type: 'object',
      group: 'footer',
      description: 'The invitation at the top of the footer. Its button always goes to the Contact page.',
      options: {collapsible: false},
      fields: [
        defineField({
          name: 'title',
          title: 'Title',
          type: 'string',
          description: 'The heading of the invitation at the top of the footer, shown on every page.',
          validation: (rule) => rule.required().error('Write the title of the invitation.'),
        }),
        defineField({
          name: 'text',
          title: 'Text',
          type: 'text',
          rows: 3,
          description: 'One or two sentences.',
          validation: (rule) => rule.required().max(300).error('Write one or two sentences (at most 300 characters).'),
        }),
        defineField({
          name: 'buttonLabel',
          title: 'Button text',
          type: 'string',
          description: 'The button opens the Contact page.',
          validation: (rule) => rule.required().error('Write the text on the button.'),
        }),
      ],
    }),
    defineField({
      name: 'hosting',
      title: 'Hosting statement',
      type: 'object',
      group: 'footer',
      description: 'The footer line naming the organisation that hosts the initiative.',
      options: {collapsible: false},
      fields: [
        defineField({
          name: 'text',
          title: 'Statement',
          type: 'string',
          description: 'The words before the organisation name, e.g. “This initiative is hosted by”.',
          validation: (rule) => rule.required().error('Write the statement shown before the organisation name.'),
        }),
        defineField({
          name: 'organisationName',
          title: 'Host organisation',
          type: 'string',
          description: 'The name of the host organisation, shown after the statement in the footer and linked to its website.',
          validation: (rule) => rule.required().error('Write the name of the host organisation.'),
        }),
        defineField({
          name: 'url',
          title: 'Host organisation website',
          type: 'url',
          description: 'Opens in a new tab.',
          validation: (rule) => httpUrl(rule, {required: true}),
        }),
      ],
    }),
    defineField({
      name: 'copyright',
      title: 'Copyright line',
      type: 'string',
      group: 'footer',
      description: 'Shown at the very bottom of every page, e.g. “© 2025 Name. All rights reserved.”',
      validation: (rule) => rule.required().error('Write the copyright line.'),
    }),
    defineField({
      name: 'pagination',
      title: 'Numbered pages',
      type: 'object',
      group: 'pagination',
      description:
        'A list longer than one page (pilots, Beacon finalists, articles) continues on numbered pages. These words are shown on them, for every list.',
      options: {collapsible: false},
      fields: [
        defineField({
          name: 'heading',
          title: 'Heading of a numbered page',
          type: 'string',
          description:
            '{list} is the list’s heading, {page} the page’s number, {pages} how many there are: “{list} — page {page} of {pages}”.',
          validation: (rule) =>
            rule
              .required()
              .custom(
                (value) =>
                  !value || (value.includes('{page}') && value.includes('{pages}')) || 'Write {page} and {pages} where the numbers go.',
              )
              .error(),
        }),
        defineField({
          name: 'navigationLabel',
          title: 'Name of the page links',
          type: 'string',
          description: 'What screen readers announce for the row of page numbers; {list} is the list’s heading: “{list}: pages”.',
          validation: (rule) => rule.required().error('Write the name screen readers announce for the page links.'),
        }),
        defineField({
          name: 'previous',
          title: 'Link to the previous page',
          type: 'string',
          description: 'Shown before the page numbers from page 2 on, e.g. “Previous page”.',
          validation: (rule) => rule.required().error('Write the text of the link to the previous page.'),
        }),
        defineField({
          name: 'next',
          title: 'Link to the next page',
          type: 'string',
          description: 'Shown after the page numbers up to the last page, e.g. “Next page”.',
          validation: (rule) => rule.required().error('Write the text of the link to the next page.'),
        }),
      ],
    }),
  ],
  preview: {
    select: {title: 'siteName', media: 'logo'},
    // The desk lists single pages by their previews: the title is the page's name there.
    prepare: ({title, media}) => ({title: 'Site settings', subtitle: title || 'Navigation bar, menus, footer and contact details', media}),
  },
})
