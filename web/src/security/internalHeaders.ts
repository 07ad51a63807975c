/**
 * Request headers that Next reads as instructions from itself, never from a visitor. The ones that
 * matter carry the build's preview id (the value of every editor's `__prerender_bypass` cookie):
 * `x-prerender-revalidate` made Next re-render and rewrite the page on every request that carried it,
 * and `x-next-revalidated-tags` with `x-next-revalidate-tag-token` marks cache tags stale. The others
 * Next strips itself today (x-middleware-*, x-matched-path, x-now-route-matches, x-nextjs-data,
 * next-resume…); they are dropped here too so the list does not depend on that.
 * Used by the request gate (security/requestGate.ts), before Next sees the request.
 */
import type {IncomingMessage} from 'node:http'

const INTERNAL_NAMES = new Set([
  'x-prerender-revalidate',
  'x-prerender-revalidate-if-generated',
  'x-next-revalidated-tags',
  'x-next-revalidate-tag-token',
  'x-next-cache-tags',
  'x-now-route-matches',
  'x-matched-path',
  'x-nextjs-data',
  'next-resume',
  'x-next-resume-state-length',
])
const INTERNAL_PREFIXES = ['x-middleware-', 'x-invoke-']

export function isInternalHeader(name: string) {
  const lower = name.toLowerCase()
  return INTERNAL_NAMES.has(lower) || INTERNAL_PREFIXES.some((prefix) => lower.startsWith(prefix))
}

/** Removes Next's internal headers from a request as it arrives; returns the names it removed. */
export function stripInternalHeaders(request: Pick<IncomingMessage, 'headers' | 'rawHeaders'>): string[] {
  const removed = Object.keys(request.headers).filter(isInternalHeader)
  if (removed.length === 0) return removed
  for (const name of removed) delete request.headers[name]
  // rawHeaders is [name, value, name, value, …]: keep it in step with headers.
  const raw = request.rawHeaders
  const kept: string[] = []
  for (let index = 0; index + 1 < raw.length; index += 2) if (!isInternalHeader(raw[index]!)) kept.push(raw[index]!, raw[index + 1]!)
  raw.splice(0, raw.length, ...kept)
  return removed
}
