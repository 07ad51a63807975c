/**
 * What every section kind is made of: its Studio schema, with what every section of a page made in the
 * Studio shares (an optional anchor, so a link can lead straight to it, an optional heading, and a
 * preview that says which kind of section it is, so the list of sections reads like the page from top
 * to bottom), its picture in the Studio's insert menu, and the example the tests fill it with.
 */
import {defineField, defineType, type FieldDefinition, type ObjectDefinition, type PreviewConfig} from '@sanity/types'
import type {ComponentType} from 'react'
import {ANCHOR_PATTERN} from '@site/routes'

/** A section as an editor stores it, without its `_type` (its kind's name). */
type StoredSection = {_key: string} & Record<string, unknown>

/**
 * A section kind: its schema for the Studio, its insert-menu picture (an SVG as a data URL, so the
 * Studio serves no file for it), and its example: a section filled as an editor would fill it, and
 * words the page then shows (the every-section fixture, packages/content/fixtures, is made of them).
 */
export interface SectionKind {
  schema: ObjectDefinition
  picture: string
  example: {section: {_type: string} & StoredSection; shows: string}
}

/** What a kind's module adds to its schema: the picture's SVG markup and its example. */
interface KindParts {
  picture: string
  example: StoredSection
  shows: string
}

const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

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
  picture,
  example,
  shows,
}: KindParts & {
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
  return {
    schema: defineType({name, title, type: 'object', description, icon, fields: [...fields, anchorField], preview}),
    picture: dataUrl(picture),
    example: {section: {_type: name, ...example}, shows},
  } satisfies SectionKind
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
}: KindParts & {
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
