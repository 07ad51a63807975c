/**
 * One answer as a server sends it on the wire, asked with a given Accept-Encoding (none: the header is
 * left out), for the tests of compression at the origin and at the edge. fetch() cannot: it names its
 * own encodings and decodes the body.
 */
import {request as ask} from 'node:http'
import {brotliDecompressSync, gunzipSync} from 'node:zlib'

export type EncodedAnswer = {encoding: string; body: Buffer; headers: Record<string, string | string[] | undefined>}

/** A browser's own Accept-Encoding (Chromium's). */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

export function encodedAnswer(url: string, acceptEncoding?: string): Promise<EncodedAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : {'Accept-Encoding': acceptEncoding}
    ask(url, {headers}, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
          headers: response.headers,
        }),
      )
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

/** The answer's text, decoded from brotli or gzip as it says. */
export const decodedText = ({encoding, body}: EncodedAnswer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString()
