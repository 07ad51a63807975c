/**
 * What a visitor gets at an address, reduced to what must be the same wherever it is asked: the
 * status, the redirect's target (redirects not followed), and what the page shows: its <title>, the
 * text of its <main> and the site's own links there (a renamed document's cards must link to its new
 * address). Scripts, styles and attributes are left out, so the per-request nonce, the integrity
 * hashes and the build's chunk names never count as a difference. The sitemap is read as its list of
 * addresses.
 */

export interface Answer {
  /** 0 when no answer came (refused, reset, or none within the patience below). */
  status: number
  location: string | null
  /** The Retry-After a 503 came with: a site saying it has nothing to answer with yet. */
  retryAfter?: string | null
  shown: string
  /** Why no answer came. */
  error?: string
}

/** How long a visitor (the reader, the comparison) waits for an answer. */
const PATIENCE_MS = 15_000
/** The `error` of an answer that did not come within that time. */
export const NO_ANSWER = `no answer within ${PATIENCE_MS / 1000} s`

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '}

const decoded = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name.toLowerCase()] ?? entity),
  )

const textOf = (html: string) =>
  decoded(
    html
      .replace(/<(script|style|template|noscript|svg)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  ).trim()

/** What a page shows: title, main text, main's links to the site's own addresses. */
function shownOn(body: string, contentType: string) {
  if (contentType.includes('xml'))
    return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(decoded(match[1]!)).pathname)
      .sort()
      .join(' ')
  if (!contentType.includes('html')) return body
  const title = textOf(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(body)?.[1] ?? '')
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(body)?.[1] ?? ''
  const links = [...main.matchAll(/<a\b[^>]*\bhref="(\/[^"]*)"/g)].map((match) => decoded(match[1]!))
  return `title: ${title} | main: ${textOf(main)} | links: ${links.join(' ')}`
}

/**
 * A connection closed before any answer began: what a kept-alive connection gets when the server ended it
 * as idle just as the request went out (Varnish after its timeout_idle of 5 s; a busy machine can delay the
 * client's own 4 s timer past it). A browser sends such a request again, once, and so does a visitor here.
 */
const CLOSED_BEFORE_ANSWER = new Set(['UND_ERR_SOCKET', 'ECONNRESET'])

async function askAsABrowserDoes(url: string, signal: AbortSignal) {
  try {
    return await fetch(url, {redirect: 'manual', signal})
  } catch (error) {
    if (!CLOSED_BEFORE_ANSWER.has((error as {cause?: {code?: string}}).cause?.code ?? '')) throw error
    return await fetch(url, {redirect: 'manual', signal})
  }
}

export async function answerAt(base: string, path: string): Promise<Answer> {
  try {
    const response = await askAsABrowserDoes(`${base}${path}`, AbortSignal.timeout(PATIENCE_MS))
    const body = await response.text()
    return {
      status: response.status,
      location: response.headers.get('location'),
      retryAfter: response.headers.get('retry-after'),
      shown: shownOn(body, response.headers.get('content-type') ?? ''),
    }
  } catch (error) {
    const cause = (error as {cause?: {code?: string}}).cause?.code
    const reason = (error as Error).name === 'TimeoutError' ? NO_ANSWER : (cause ?? String(error))
    return {status: 0, location: null, shown: '', error: reason}
  }
}

/** How two answers to one address differ (status, redirect target, what is shown), or null. */
export function difference(expected: Answer, got: Answer): string | null {
  if (got.status !== expected.status)
    return `status ${got.status || got.error} where the reference answers ${expected.status}${expected.location ? ` → ${expected.location}` : ''}`
  if (got.location !== expected.location) return `redirects to ${got.location} where the reference redirects to ${expected.location}`
  if (got.shown !== expected.shown) return `shows ${firstDifference(expected.shown, got.shown)}`
  return null
}

/** Where two texts part, with a little of each around it. */
function firstDifference(expected: string, got: string) {
  let at = 0
  while (at < expected.length && expected[at] === got[at]) at++
  const from = Math.max(0, at - 40)
  const around = (text: string) => JSON.stringify(`${from > 0 ? '…' : ''}${text.slice(from, at + 60)}${text.length > at + 60 ? '…' : ''}`)
  return `${around(got)} where the reference shows ${around(expected)}`
}
