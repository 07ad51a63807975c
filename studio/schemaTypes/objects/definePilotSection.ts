/**
 * What every section kind of a pilot page shares: its heading (shown as the section's title on
 * the page) first, and a preview in the pilot page's list of sections that reads like the page: the
 * heading, or the kind's name where it has none, over a summary of what the section holds.
 */
import {defineField, defineType, type FieldDefinition, type PreviewConfig} from 'sanity'
import type {ComponentType} from 'react'

function sectionHeadingField(examples: string) {
  return defineField({
    name: 'heading',
    title: 'Section heading',
    type: 'string',
    description: `The title of this section on the page, e.g. ${examples}.`,
    validation: (rule) => rule.required().error('Give this section a heading.'),
  })
}

/** An optional sentence between the heading and the section's content; `description` says where it shows. */
const introField = (description: string) => defineField({name: 'intro', title: 'Introduction', type: 'text', rows: 2, description})

/**
 * A section kind of the pilot page. `headingExamples` are the headings it usually has; `intro`, where
 * given, adds an optional introduction so described; `summary` words the `select`ed values as the
 * preview's subtitle ("Key figures · 2,380, six").
 */
export function definePilotSection<Selected extends string>({
  name,
  title,
  icon,
  headingExamples,
  intro,
  fields,
  select,
  summary,
}: {
  name: string
  title: string
  icon: ComponentType
  headingExamples: string
  intro?: string
  fields: FieldDefinition[]
  select: Record<Selected, string>
  summary: (values: Partial<Record<Selected, unknown>>) => string | undefined
}) {
  const preview: PreviewConfig = {
    select: {heading: 'heading', ...select},
    prepare: ({heading, ...values}: Record<string, unknown>) => ({
      title: (typeof heading === 'string' && heading) || title,
      subtitle: summary(values as Partial<Record<Selected, unknown>>),
      media: icon,
    }),
  }
  return defineType({
    name,
    title,
    type: 'object',
    icon,
    fields: [sectionHeadingField(headingExamples), ...(intro ? [introField(intro)] : []), ...fields],
    preview,
  })
}

/** How many items a previewed list holds (0 where it has none). */
export const lengthOf = (list: unknown) => (Array.isArray(list) ? list.length : 0)

/** One field of each item of a previewed list, joined: the figures' numbers, the links' labels. */
export function listed(list: unknown, field: string, separator = ', ') {
  return Array.isArray(list) ? list.map((item: Record<string, unknown>) => item?.[field]).join(separator) : ''
}

/** A short summary of a Portable Text value for previews: its first paragraph's text. */
export function firstText(blocks: unknown): string | undefined {
  if (!Array.isArray(blocks)) return undefined
  for (const block of blocks as {children?: {text?: string}[]}[]) {
    const text = block?.children?.map((child) => child.text ?? '').join('')
    if (text) return text
  }
  return undefined
}
