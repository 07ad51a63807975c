/**
 * /api/live-status (app/api/live-status/route.ts): what the site has applied of a few published documents,
 * polled by the Studio's document badge (docs/architecture.md, "What the Studio is told"). Published ids
 * only, at most MAX_IDS, else 400; CORS for the Studio's origin only (another origin 403; none, no CORS
 * headers); `private, max-age=1`; PER_MINUTE requests a minute per client, then 429.
 */
import {lakeCatchUpSource} from '../sanity/publishedNow.ts'
import {studioOrigin} from '../security/headers.ts'
import {clientAddress} from '../security/clientAddress.ts'
import {createClientBudget} from '../security/clientBudget.ts'
import {liveRecords} from './publishes.ts'
import {liveStatus} from './status.ts'

const MAX_IDS = 10
const PER_MINUTE = 60
const PUBLISHED_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/
const NOT_PUBLISHED = /^(drafts|versions)\./

const budget = createClientBudget({perMinute: PER_MINUTE})

/** The ids asked for, or why they cannot be answered. */
function parseIds(value: string | null): {ids: string[]} | {error: string} {
  if (!value) return {error: 'Name the documents: ?ids=<id>[,<id>…]'}
  const ids = [...new Set(value.split(','))]
  if (ids.length > MAX_IDS) return {error: `At most ${MAX_IDS} document ids at a time`}
  for (const id of ids) {
    if (NOT_PUBLISHED.test(id)) return {error: 'Only published document ids: no drafts. or versions. ids'}
    if (!PUBLISHED_ID.test(id)) return {error: 'A document id is letters, digits, ".", "_" and "-", at most 128 characters'}
  }
  return {ids}
}

function corsHeaders(origin: string | null): Record<string, string> {
  return origin ? {'Access-Control-Allow-Origin': origin, Vary: 'Origin'} : {Vary: 'Origin'}
}

const json = (status: number, body: unknown, headers: Record<string, string>) =>
  Response.json(body, {status, headers: {'Cache-Control': status === 200 ? 'private, max-age=1' : 'no-store', ...headers}})

/** The Studio's origin when the request comes from it, null without Origin, false from anywhere else. */
function allowedOrigin(request: Request): string | null | false {
  const origin = request.headers.get('origin')
  if (origin === null) return null
  return origin === studioOrigin() ? origin : false
}

export async function GET(request: Request) {
  const origin = allowedOrigin(request)
  if (origin === false) return json(403, {error: 'Only the Studio may read the live status'}, {Vary: 'Origin'})
  const headers = corsHeaders(origin)
  const retryAfter = budget.take(clientAddress(request.headers))
  if (retryAfter !== null)
    return json(429, {error: `Too many requests: try again in ${retryAfter} s`}, {...headers, 'Retry-After': String(retryAfter)})
  const asked = parseIds(new URL(request.url).searchParams.get('ids'))
  if ('error' in asked) return json(400, {error: asked.error}, headers)
  return json(200, await liveStatus(asked.ids, {records: liveRecords(), lake: Boolean(lakeCatchUpSource)}), headers)
}

export function OPTIONS(request: Request) {
  const origin = allowedOrigin(request)
  if (!origin) return json(403, {error: 'Only the Studio may read the live status'}, {Vary: 'Origin'})
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(origin),
      'Access-Control-Allow-Methods': 'GET',
      'Access-Control-Max-Age': '600',
      'Cache-Control': 'no-store',
    },
  })
}
