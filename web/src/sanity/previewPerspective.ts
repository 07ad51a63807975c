/**
 * The perspective an editor's preview reads: the one chosen in the Presentation tool (published,
 * drafts, a scheduled draft, a release, or a stack of releases over the drafts), which next-sanity's
 * draft-mode enable route stores in its cookie (`sanity-preview-perspective`) and
 * /api/draft-mode/perspective changes when the editor picks another. Asked only in draft mode with a
 * live preview pass (fetch.ts, untagged.ts, draftMode.ts): a visitor's cookie of that name is never read.
 *
 * The value is checked as next-sanity's `resolvePerspectiveFromCookies` checks it (@sanity/client's
 * `validateApiPerspective`; `raw` and anything unreadable fall back to drafts), plus release names
 * being names, not ids. That helper is not imported here: its module (`next-sanity/live`) brings
 * SanityLive's client component and a server action into the graph of every page that reads content.
 */
import {validateApiPerspective} from '@sanity/client'
import {perspectiveCookieName} from '@sanity/preview-url-secret/constants'
import {cookies} from 'next/headers'

/** What a preview can read: `published`, `drafts`, or a stack of release names (and `drafts`/`published`), first layer first. */
export type PreviewPerspective = 'published' | 'drafts' | string[]

/** Release names (`rSummitMorning`, a scheduled draft's `rA1b2C3d4`), `drafts` and `published`. */
const LAYER_NAME = /^[A-Za-z0-9_-]{1,100}$/
/** Presentation stacks every release up to the one chosen: far fewer than this. */
const MAX_LAYERS = 50

/** The perspective a cookie value names, or null when it names none a preview can read. */
export function parsePreviewPerspective(value: string | undefined): PreviewPerspective | null {
  if (value === undefined || value === '') return null
  if (value === 'published' || value === 'drafts') return value
  const layers = value.split(',')
  if (layers.length > MAX_LAYERS || layers.some((layer) => layer === 'raw' || !LAYER_NAME.test(layer))) return null
  try {
    validateApiPerspective(layers)
  } catch {
    return null
  }
  return layers
}

/** The perspective as the cookie keeps it: a stack's names joined by commas, as next-sanity writes it. */
export const perspectiveCookieValue = (perspective: PreviewPerspective) =>
  Array.isArray(perspective) ? perspective.join(',') : perspective

/** Draft mode only: the editor's chosen perspective, drafts when none (or none readable) was chosen. */
export async function previewPerspective(): Promise<PreviewPerspective> {
  return parsePreviewPerspective((await cookies()).get(perspectiveCookieName)?.value) ?? 'drafts'
}
