/**
 * The perspective an editor's preview reads (published, drafts, a scheduled draft, a release or a stack of
 * them), from next-sanity's cookie (`sanity-preview-perspective`); asked only in draft mode with a live
 * preview pass (fetch.ts, remembered.ts, draftMode.ts). Checked as next-sanity's `resolvePerspectiveFromCookies`
 * does, which is not imported: `next-sanity/live` would bring a client component and a server action into every page.
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
