/**
 * How the production server compresses what it sends (src/security/scriptPolicy.ts): brotli to a
 * browser that takes it, as every current one does, gzip to one that takes only gzip, nothing to one
 * that names no encoding; each is the same page under the same policy. A page's bytes are the largest
 * part of its first paint on a phone's network, and brotli finds what gzip's window cannot: the
 * markup's classes and words again in the inline stylesheet and the React payload.
 * The edge keeps both (e2e/edge.spec.ts).
 */
import {BROWSER_ENCODINGS, decodedText, encodedAnswer, encodingOf} from './support/encodedAnswer'
import {expect, test} from './support/fixtures'

test('a page is sent with brotli to a browser, gzip to a client that takes only gzip, and is the same page', async ({site}) => {
  for (const path of ['/', '/about', '/pilot/unhcr-us']) {
    const [br, gzip, plain] = await Promise.all([
      encodedAnswer(`${site.url}${path}`, BROWSER_ENCODINGS),
      encodedAnswer(`${site.url}${path}`, 'gzip'),
      encodedAnswer(`${site.url}${path}`),
    ])
    expect([br, gzip, plain].map(encodingOf), path).toEqual(['br', 'gzip', 'identity'])
    expect(decodedText(br), path).toBe(plain.body.toString())
    expect(decodedText(gzip), path).toBe(plain.body.toString())
    expect(br.headers['content-security-policy'], path).toBe(plain.headers['content-security-policy'])
    // What the switch is for: the same page lighter than gzip made it (13 to 20 % on these three).
    expect(br.body.length, path).toBeLessThan(gzip.body.length * 0.9)
  }
})

test("a page's script files are sent with brotli too", async ({site}) => {
  const page = decodedText(await encodedAnswer(`${site.url}/about`, BROWSER_ENCODINGS))
  const scripts = [...page.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src!)
  expect(scripts.length).toBeGreaterThan(0)
  for (const src of scripts) {
    const [br, plain] = await Promise.all([encodedAnswer(`${site.url}${src}`, BROWSER_ENCODINGS), encodedAnswer(`${site.url}${src}`)])
    // Under 1 KB an answer is sent as it is: compressing would save less than its headers weigh.
    expect(encodingOf(br), src).toBe(plain.body.length < 1024 ? 'identity' : 'br')
    expect(decodedText(br), src).toBe(plain.body.toString())
  }
})
