/**
 * The inline scripts a page of this site may run, as CSP hash sources: what lets the
 * Content-Security-Policy drop 'unsafe-inline' for scripts while pages stay static and cached. Next
 * writes three kinds of inline script into every page, prerendered or rendered later: Turbopack's
 * bootstrap (the list of chunks to load), the start of the flight data, and the flight data itself,
 * each a call with literal arguments. Only scripts of exactly those shapes are hashed: a script of any
 * other shape in a page (one injected through content, say) gets no hash and the browser refuses it.
 * JSON-LD blocks (type="application/ld+json") are data, which CSP does not govern.
 */
import {createHash} from 'node:crypto'

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g
const NEXT_SHAPES = [
  // Turbopack's bootstrap: one object literal of chunk names and module ids.
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\["[\w./-]+"(?:,"[\w./-]+")*\],"runtimeModuleIds":\[\d+(?:,\d+)*\]\}\);?$/,
  // The flight data's start, then its chunks: each one string literal.
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)$/,
  /^self\.__next_f\.push\(\[\d,"(?:[^"\\\n]|\\.)*"\]\)$/,
]

const isData = (attributes: string) => /\stype="application\/(?:ld\+)?json"/.test(attributes)

/** The CSP hash sources ('sha256-…') of a page's inline scripts that are Next's own; in page order, no repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (isData(attributes) || !NEXT_SHAPES.some((shape) => shape.test(body))) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}
