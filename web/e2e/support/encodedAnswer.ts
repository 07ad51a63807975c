/**
 * An answer as a server sends it on the wire, asked with a given Accept-Encoding (none: the header is
 * left out), for the tests of compression at the origin and at the edge.
 */
import {brotliDecompressSync, gunzipSync} from 'node:zlib'
import {rawRequest} from '../../test/support/rawRequest'

/** A browser's own Accept-Encoding (Chromium's). */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

type Answer = Awaited<ReturnType<typeof rawRequest>>

export function encodedAnswer(url: string, acceptEncoding?: string) {
  const {origin, pathname, search} = new URL(url)
  return rawRequest(origin, {path: pathname + search, headers: acceptEncoding === undefined ? {} : {'Accept-Encoding': acceptEncoding}})
}

/** How the answer's body is encoded: its Content-Encoding, `identity` without one. */
export const encodingOf = (answer: Answer) => String(answer.headers['content-encoding'] ?? 'identity')

/** The answer's text, decoded from brotli or gzip as it says. */
export function decodedText(answer: Answer) {
  const encoding = encodingOf(answer)
  return (encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body).toString()
}
