/** A social media profile of the initiative, shown in the footer and on the Contact page (siteSettings). */
import {defineField, defineType} from 'sanity'
import {iconOptions} from '../icons'
import {httpUrl} from '@site/sections/fields'

/** The network logos an editor can pick (a subset of icons.ts). */
const SOCIAL_ICONS: string[] = ['linkedin', 'facebook', 'twitter', 'instagram', 'youtube']

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social media profile',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Network name',
      type: 'string',
      description: 'The name people know the network by, e.g. LinkedIn. Screen readers announce it on the icon.',
      validation: (rule) => rule.required().error('Write the name of the network, e.g. LinkedIn.'),
    }),
    defineField({
      name: 'url',
      title: 'Profile address',
      type: 'url',
      description: 'The full address of our profile page, starting with https://',
      validation: (rule) => httpUrl(rule, {required: true}),
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      description: 'The network logo shown in the footer and on the Contact page.',
      options: {list: iconOptions.list.filter((option) => SOCIAL_ICONS.includes(option.value)), layout: 'radio'},
      validation: (rule) => rule.required().error('Choose the network logo.'),
    }),
    defineField({
      name: 'description',
      title: 'Short description',
      type: 'string',
      description: 'One line shown on the Contact page, e.g. “News and updates from the collaborative”.',
      validation: (rule) => rule.max(120).warning('Keep it to one short line.'),
    }),
  ],
  preview: {select: {title: 'name', subtitle: 'url'}},
})
