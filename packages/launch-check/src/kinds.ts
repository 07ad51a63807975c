/**
 * The kinds of open item on the launch checklist, in the order editors meet them, and how each is
 * named: a group title for the checklist and the command, and a short plural for the summary line.
 */

export const KINDS = ['sample', 'link', 'video', 'alt', 'searchDescription', 'unlisted', 'reference', 'scheduled'] as const

export type LaunchKind = (typeof KINDS)[number]

export const KIND_TITLES: Record<LaunchKind, string> = {
  sample: 'Sample names and texts',
  link: 'Placeholder links',
  video: 'Placeholder videos',
  alt: 'Images without alternative text',
  searchDescription: 'Pages without a search description',
  unlisted: 'Documents no page lists',
  reference: 'Links to nothing',
  scheduled: 'Scheduled changes that would publish a problem',
}

/** How the summary line counts each kind: "3 sample names and texts". */
export const KIND_NOUNS: Record<LaunchKind, string> = {
  sample: 'sample names and texts',
  link: 'placeholder links',
  video: 'placeholder videos',
  alt: 'images without alternative text',
  searchDescription: 'pages without a search description',
  unlisted: 'documents no page lists',
  reference: 'links to nothing',
  scheduled: 'scheduled changes to fix before their time',
}

/** The kinds a field itself holds (a value to replace): these show as warnings on the field. */
export const PLACEHOLDER_KINDS: readonly LaunchKind[] = ['sample', 'link', 'video']

/** The words every placeholder warning starts with, on the field and in the checklist. */
export const PLACEHOLDER_WARNING = 'Sample content: replace before launch'
