/**
 * A finalist of the Beacons showcase: the card on Get Inspired (number, title, presenters,
 * description, video thumbnail, winner mark). Its web address is also the address of its page,
 * /beacon/{slug}, whose content lives in the matching "Beacon page" document.
 */
import {defineArrayMember, defineField, defineType, getPublishedId, type ValidationContext} from 'sanity'
import {previousSlugsField, slugField} from '../slug'
import {httpUrl} from '@site/sections/fields'
import {notListedNotice} from '../listings'
import {requiredImage} from '../objects/accessibleImage'

/** Warns when another finalist is already marked winner (offline the check passes; the dataset test checks it). */
async function isOnlyWinner(value: boolean | undefined, context: ValidationContext) {
  if (!value || !context.document) return true
  try {
    const id = getPublishedId(context.document._id)
    const others = await context
      .getClient({apiVersion: '2025-09-01'})
      .fetch<number>('count(*[_type == "finalist" && isWinner == true && !sanity::versionOf($id)])', {id})
    return others === 0 ? true : 'Another finalist is already marked as the winner: only one finalist can win.'
  } catch {
    return true
  }
}

export const finalist = defineType({
  name: 'finalist',
  title: 'Beacons finalist',
  type: 'document',
  groups: [
    {name: 'card', title: 'Showcase card', default: true},
    {name: 'media', title: 'Thumbnail and video'},
  ],
  // Tells the editor when no page lists this document yet.
  validation: (rule) => rule.custom(notListedNotice('finalist')).info(),
  fields: [
    defineField({
      name: 'number',
      title: 'Finalist number',
      type: 'number',
      group: 'card',
      description: 'The number shown on the card: 1 to 6 for the six finalists of the showcase.',
      validation: (rule) => [
        rule.required().integer().min(1).error('Give a whole number from 1: it is shown on the card.'),
        rule
          .max(6)
          .warning(
            'The showcase is designed for six finalists, numbered 1 to 6. A higher number is shown on its card as it is: check it follows on from the others.',
          ),
      ],
    }),
    defineField({
      name: 'title',
      title: 'Innovation name',
      type: 'string',
      group: 'card',
      description: 'The name of the innovation, shown on the card and as the title of its page.',
      validation: (rule) => rule.required().error('Write the name of the innovation.'),
    }),
    {...slugField('title', '/beacon/staking-for-good'), group: 'card'},
    {...previousSlugsField(), group: 'card'},
    defineField({
      name: 'presenters',
      title: 'Presenters',
      type: 'array',
      group: 'card',
      description: 'Who presented the innovation. Add one or more people.',
      of: [defineArrayMember({type: 'presenter'})],
      validation: (rule) => rule.required().min(1).error('Add at least one presenter.'),
    }),
    defineField({
      name: 'description',
      title: 'Short description',
      type: 'text',
      rows: 3,
      group: 'card',
      description: 'Two or three sentences shown on the card and used as the page summary for search engines.',
      validation: (rule) => [
        rule.required().error('Write a short description of the innovation.'),
        rule.max(400).warning('Keep it short: under 400 characters reads best on the card.'),
      ],
    }),
    defineField({
      name: 'isWinner',
      title: 'Winner',
      type: 'boolean',
      group: 'card',
      description: 'Switch on for the one finalist chosen as winner by popular vote. Only one finalist can be the winner.',
      initialValue: false,
      validation: (rule) => rule.custom(isOnlyWinner).error(),
    }),
    defineField({
      name: 'image',
      title: 'Thumbnail',
      type: 'accessibleImage',
      group: 'media',
      description: 'A wide picture (16:9). Clicking it on the showcase opens the video.',
      validation: requiredImage('a thumbnail, shown on the finalist’s card.'),
    }),
    defineField({
      name: 'videoUrl',
      title: 'Video link',
      type: 'url',
      group: 'media',
      description: 'The pitch recording (e.g. a YouTube address). The thumbnail opens it in a new tab.',
      validation: (rule) => httpUrl(rule),
    }),
  ],
  orderings: [{title: 'Finalist number', name: 'numberAsc', by: [{field: 'number', direction: 'asc'}]}],
  preview: {
    select: {number: 'number', title: 'title', isWinner: 'isWinner', presenter: 'presenters.0.name', media: 'image'},
    prepare: ({number, title, isWinner, presenter, media}) => ({
      title: `${number ?? '?'}. ${title ?? 'Untitled finalist'}${isWinner ? ' (winner)' : ''}`,
      subtitle: presenter,
      media,
    }),
  },
})
