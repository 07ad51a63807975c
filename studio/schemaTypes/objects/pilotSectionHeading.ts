/** The heading field every pilot case-study section starts with (shown as the section's title on the page). */
import {defineField} from 'sanity'

export function sectionHeadingField(examples: string) {
  return defineField({
    name: 'heading',
    title: 'Section heading',
    type: 'string',
    description: `The title of this section on the page, e.g. ${examples}.`,
    validation: (rule) => rule.required().error('Give this section a heading.'),
  })
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
