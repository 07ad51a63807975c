/**
 * Request headers Next reads as instructions from itself, never from a visitor (`x-prerender-revalidate`
 * re-renders a page, `x-next-revalidated-tags` marks tags stale; the rest Next strips itself today, listed so
 * this does not depend on it). The request gate (requestGate.ts) removes them before Next sees the request.
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
