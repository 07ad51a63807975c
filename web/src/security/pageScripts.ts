/**
 * The scripts a page may run, as CSP hash sources (for scriptPolicy.ts): Next's three inline shapes and the
 * site's Trusted Types policy, and each built script file by its hash from the build's SRI manifest, never from
 * the page. It also writes the integrity attribute Next leaves off client components' chunks: a framework
 * workaround (vercel/next.js#74147, docs/architecture.md#framework-workarounds). Anything else gets no hash.
 */
import {createHash} from 'node:crypto'
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {TRUSTED_TYPES_POLICY} from './trustedTypesPolicy.ts'

// Turbopack's bootstrap: one object literal of chunk names and module ids.
const BOOTSTRAP =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\["[\w./-]+"(?:,"[\w./-]+")*\],"runtimeModuleIds":\[\d+(?:,\d+)*\]\}\);?$/
// The flight data's start, and the head and tail of each of its chunks: `self.__next_f.push([1,"…"])`.
const FLIGHT_START = Buffer.from('(self.__next_f=self.__next_f||[]).push([0])')
const FLIGHT_HEAD = /^self\.__next_f\.push\(\[\d,"/
const FLIGHT_TAIL = '"])'
const [QUOTE, BACKSLASH] = [0x22, 0x5c]
const POLICY = Buffer.from(TRUSTED_TYPES_POLICY)

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

function isOwnInlineScript(body: Buffer) {
  if (body.equals(FLIGHT_START) || body.equals(POLICY)) return true
  const head = body.toString('latin1', 0, 24).match(FLIGHT_HEAD)
  if (head) return body.toString('latin1', body.length - FLIGHT_TAIL.length) === FLIGHT_TAIL && oneStringLiteral(body, head[0].length)
  return body.length < 4096 && BOOTSTRAP.test(body.toString('latin1'))
}

/** JSON-LD and other data blocks: CSP does not govern them. */
const isData = (attributes: string) => /\stype="application\/(?:ld\+)?json"/.test(attributes)

/** Each script file of a build, by the address a page names it at, with its hash ('sha256-…'). */
export type BuiltScripts = ReadonlyMap<string, string>

/** The script files of the build in `distDir`, from the manifest `experimental.sri` writes. */
export function builtScripts(distDir: string): BuiltScripts {
  const manifest = JSON.parse(readFileSync(join(distDir, 'server', 'subresource-integrity-manifest.json'), 'utf8')) as Record<
    string,
    string
  >
  return new Map(Object.entries(manifest).map(([file, integrity]) => [`/_next/${file}`, integrity]))
}

/**
 * The scripts a page may run: `hashes`, its CSP hash sources ('sha256-…'), in page order, no repeats;
 * and `page`, the page with an integrity attribute on every script tag of a built file that lacked
 * one (the same bytes when none did). The page's bytes are scanned and hashed as they are (no
 * decoding, no regular expression over the page): pages are ~100 KB and this runs for every page answered.
 */
export function pageScripts(page: Buffer | string, built: BuiltScripts): {page: Buffer; hashes: string[]} {
  const html = typeof page === 'string' ? Buffer.from(page) : page
  const hashes = new Set<string>()
  const pieces: Buffer[] = []
  let copied = 0
  for (let open = html.indexOf('<script'); open !== -1; open = html.indexOf('<script', open + 1)) {
    const tagEnd = html.indexOf('>', open)
    const close = tagEnd === -1 ? -1 : html.indexOf('</script>', tagEnd)
    if (close === -1) break
    const attributes = html.toString('latin1', open + '<script'.length, tagEnd)
    const body = html.subarray(tagEnd + 1, close)
    const src = attributes.match(/\ssrc="([^"]+)"/)?.[1]
    if (src !== undefined) {
      const integrity = built.get(src)
      const given = attributes.match(/\sintegrity="([^"]*)"/)?.[1]
      if (integrity && (given === undefined || given === integrity)) {
        hashes.add(`'${integrity}'`)
        if (given === undefined) {
          pieces.push(html.subarray(copied, tagEnd), Buffer.from(` integrity="${integrity}"`))
          copied = tagEnd
        }
      }
    } else if (!/\ssrc=/.test(attributes) && !isData(attributes) && isOwnInlineScript(body)) {
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
    }
    open = close
  }
  return {page: copied === 0 ? html : Buffer.concat([...pieces, html.subarray(copied)]), hashes: [...hashes]}
}
