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

// Turbopack's bootstrap: one object literal of chunk names and module ids.
const BOOTSTRAP =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\["[\w./-]+"(?:,"[\w./-]+")*\],"runtimeModuleIds":\[\d+(?:,\d+)*\]\}\);?$/
// The flight data's start, and the head and tail of each of its chunks: `self.__next_f.push([1,"…"])`.
const FLIGHT_START = Buffer.from('(self.__next_f=self.__next_f||[]).push([0])')
const FLIGHT_HEAD = /^self\.__next_f\.push\(\[\d,"/
const FLIGHT_TAIL = '"])'
const [QUOTE, BACKSLASH] = [0x22, 0x5c]

/** Whether the bytes from `from` up to the tail hold one string literal's inside: no quote but escaped ones. */
function oneStringLiteral(body: Buffer, from: number) {
  const tail = body.length - FLIGHT_TAIL.length
  for (let quote = body.indexOf(QUOTE, from); quote !== -1; quote = body.indexOf(QUOTE, quote + 1)) {
    let backslashes = 0
    while (body[quote - 1 - backslashes] === BACKSLASH) backslashes++
    if (backslashes % 2 === 0) return quote === tail
  }
  return false
}

function isNextScript(body: Buffer) {
  if (body.equals(FLIGHT_START)) return true
  const head = body.toString('latin1', 0, 24).match(FLIGHT_HEAD)
  if (head) return body.toString('latin1', body.length - FLIGHT_TAIL.length) === FLIGHT_TAIL && oneStringLiteral(body, head[0].length)
  return body.length < 4096 && BOOTSTRAP.test(body.toString('latin1'))
}

/** JSON-LD and other data blocks: CSP does not govern them. */
const isData = (attributes: string) => /\stype="application\/(?:ld\+)?json"/.test(attributes)

/**
 * The CSP hash sources ('sha256-…') of a page's inline scripts that are Next's own; in page order, no
 * repeats. The page's bytes are scanned and hashed as they are (no decoding, no regular expression
 * over the page): pages are ~100 KB and this runs for every page answered.
 */
export function inlineScriptHashes(page: Buffer | string): string[] {
  const html = typeof page === 'string' ? Buffer.from(page) : page
  const hashes = new Set<string>()
  for (let open = html.indexOf('<script'); open !== -1; open = html.indexOf('<script', open + 1)) {
    const tagEnd = html.indexOf('>', open)
    const close = tagEnd === -1 ? -1 : html.indexOf('</script>', tagEnd)
    if (close === -1) break
    const attributes = html.toString('latin1', open + '<script'.length, tagEnd)
    const body = html.subarray(tagEnd + 1, close)
    if (!/\ssrc=/.test(attributes) && !isData(attributes) && isNextScript(body))
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
    open = close
  }
  return [...hashes]
}
