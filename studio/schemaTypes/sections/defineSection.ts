/**
 * What every section of a page made in the Studio shares: an optional anchor (so a link can lead
 * straight to it), an optional heading, and a preview that says which kind of section it is, so the
 * list of sections reads like the page from top to bottom.
 */
import {defineField, defineType, type FieldDefinition, type PreviewConfig} from 'sanity'
import type {ComponentType} from 'react'
import {ANCHOR_PATTERN} from '@site/routes'

/** The picture of a section kind in the insert menu: an SVG the Studio serves from studio/static/sections/. */
export const sectionPicture = (type: string) => `/static/sections/${type}.svg`

const anchorField = defineField({
  name: 'anchor',
  title: 'Anchor',
  type: 'string',
  description:
    'Optional: a short name for links straight to this section, e.g. “agenda” makes /your-page#agenda. Lower-case letters, digits and hyphens.',
  validation: (rule) => rule.regex(ANCHOR_PATTERN).error('Use lower-case letters, digits and hyphens, starting with a letter, e.g. agenda'),
})

/** An optional h2 above the section; `what` says what it heads. */
export const headingField = (what: string) =>
  defineField({
    name: 'heading',
    title: 'Heading',
    type: 'string',
    description: `Optional: shown above ${what}.`,
  })

/** A heading the section needs: the titles of its cards are headings of the level below it. */
export const requiredHeadingField = (what: string) =>
  defineField({
    name: 'heading',
    title: 'Heading',
    type: 'string',
    description: `Shown above ${what}.`,
    validation: (rule) => rule.required().error('Write the heading of this section: the page’s outline needs it.'),
  })

/** An optional sentence or two under the heading. */
export const introField = defineField({
  name: 'intro',
  title: 'Introduction',
  type: 'text',
  rows: 2,
  description: 'Optional: one or two sentences under the heading.',
})

/**
 * A section kind: `description` is the one line the insert menu and the form show; `summary` turns
 * the previewed values into the subtitle after the kind's name ("Figures · 4 figures").
 */
export function defineSection({
  name,
  title,
  description,
  icon,
  fields,
  select = {heading: 'heading'},
  summary = () => null,
}: {
  name: string
  title: string
  description: string
  icon: ComponentType
  fields: FieldDefinition[]
  select?: Record<string, string>
  summary?: (values: Record<string, unknown>) => string | null
}) {
  const preview: PreviewConfig = {
    select,
    prepare: (values: Record<string, unknown>) => ({
      title: (typeof values.heading === 'string' && values.heading) || title,
      subtitle: [title, summary(values)].filter(Boolean).join(' · '),
    }),
  }
  return defineType({name, title, type: 'object', description, icon, fields: [...fields, anchorField], preview})
}

/**
 * A section kind that is a list under a heading (cards, figures, logos, people, questions): the
 * heading, an optional introduction, then `list`, the array field itself. The preview counts the
 * list's items in `counted` words ("4 figures"). `heading` says what the heading stands above;
 * `headingRequired` where the items' titles are headings of the level below it.
 */
export function defineListSection({
  heading,
  headingRequired = false,
  list,
  counted: [one, many],
  ...kind
}: {
  name: string
  title: string
  description: string
  icon: ComponentType
  heading: string
  headingRequired?: boolean
  list: FieldDefinition<'array'>
  counted: [one: string, many: string]
}) {
  return defineSection({
    ...kind,
    select: {heading: 'heading', items: list.name},
    summary: ({items}) => countOf(items, one, many),
    fields: [headingRequired ? requiredHeadingField(heading) : headingField(heading), introField, list],
  })
}

/** "4 figures", "1 figure", "none yet" for a previewed list. */
function countOf(value: unknown, one: string, many: string) {
  const count = Array.isArray(value) ? value.length : 0
  if (!count) return `no ${many} yet`
  return `${count} ${count === 1 ? one : many}`
}
