/**
 * A button of a page made in the Studio: its words and where it leads, either a page of this site
 * (a reference, so it follows the page when its address changes, and disappears with it) or another
 * website (opens in a new tab).
 */
import {defineField, defineType} from 'sanity'
import {INTERNAL_TARGET_TYPES} from '../internalTargets'
import {httpUrl} from '@site/sections/fields'

type ButtonValue = {page?: {_ref?: string}; url?: string} | undefined

/** Exactly one destination: a page of this site or another website's address. */
function oneDestination(value: ButtonValue): true | string {
  if (!value) return true
  const page = Boolean(value.page?._ref)
  const url = Boolean(value.url)
  if (page && url) return 'Choose a page of this site or an address of another website, not both.'
  if (!page && !url) return 'Choose the page this button opens, or paste the address of another website.'
  return true
}

export const linkButton = defineType({
  name: 'linkButton',
  title: 'Button',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Button text',
      type: 'string',
      description: 'The words on the button, e.g. “Register now”. Two or three words read best.',
      validation: (rule) => [
        rule.required().error('Write the text on the button.'),
        rule.max(40).warning('Keep it short: at most 40 characters.'),
      ],
    }),
    defineField({
      name: 'page',
      title: 'Page of this site',
      type: 'reference',
      to: INTERNAL_TARGET_TYPES,
      // A button never stops a page from being deleted: the button then leaves the page.
      weak: true,
      description: 'The page the button opens. It follows the page if its address changes. Leave empty for another website.',
    }),
    defineField({
      name: 'url',
      title: 'Another website',
      type: 'url',
      description: 'Or the full address of another website, starting with https:// (opens in a new tab).',
      validation: (rule) => httpUrl(rule),
    }),
  ],
  validation: (rule) => rule.custom(oneDestination).error(),
  preview: {
    select: {title: 'label', page: 'page.title', heading: 'page.heading', url: 'url'},
    prepare: ({title, page, heading, url}) => ({title: title || 'Untitled button', subtitle: page || heading || url}),
  },
})
