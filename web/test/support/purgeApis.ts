/**
 * Local stand-ins of Fastly's and Cloudflare's purge APIs, as their documentation gives them, for the
 * tests of the site's purges (nothing outside this machine can be reached):
 * - Fastly: `POST /service/{service_id}/purge` with the API token in `Fastly-Key` and
 *   `{"surrogate_keys": [...]}` (at most 256); answers each key's purge id, or 401 for a wrong token.
 * - Cloudflare: `POST /zones/{zone_id}/purge_cache` with `Authorization: Bearer {token}` and
 *   `{"tags": [...]}` (at most 30 a call); answers `{"success": true, …}`, or `success: false` with
 *   Cloudflare's error for a wrong token (403) or too many tags (400).
 * `purged` lists the keys each accepted call named; `refuse` makes every call fail with 503 meanwhile.
 */
import {randomUUID} from 'node:crypto'
import {createServer, type IncomingMessage} from 'node:http'
import type {AddressInfo} from 'node:net'

const FASTLY = {serviceId: 'SU1Z0isxPaozGVKXdv0eY', token: 'fastly-test-token'}
const CLOUDFLARE = {zoneId: '023e105f4ecef8ad9ca31a8372d0c353', token: 'cloudflare-test-token'}

async function bodyOf(request: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>
}

export async function startPurgeApis() {
  const purged: {cdn: 'fastly' | 'cloudflare'; keys: string[]}[] = []
  /** For each Fastly purge, whether it asked for a soft purge (`Fastly-Soft-Purge: 1`: marked stale, not removed). */
  const fastlySoft: boolean[] = []
  let refusing = false
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {'content-type': 'application/json'})
      response.end(JSON.stringify(body))
    }
    const body = await bodyOf(request).catch(() => null)
    if (refusing) return send(503, {msg: 'unavailable'})
    const fastly = /^\/service\/([^/]+)\/purge$/.exec(request.url ?? '')
    if (request.method === 'POST' && fastly?.[1] === FASTLY.serviceId) {
      if (request.headers['fastly-key'] !== FASTLY.token) return send(401, {msg: 'Provided credentials are missing or invalid'})
      const keys = body?.surrogate_keys
      if (!Array.isArray(keys) || keys.length === 0 || keys.length > 256) return send(400, {msg: 'Bad request', detail: 'surrogate_keys'})
      purged.push({cdn: 'fastly', keys: keys as string[]})
      fastlySoft.push(request.headers['fastly-soft-purge'] === '1')
      return send(200, Object.fromEntries((keys as string[]).map((key) => [key, randomUUID()])))
    }
    const cloudflare = /^\/zones\/([^/]+)\/purge_cache$/.exec(request.url ?? '')
    if (request.method === 'POST' && cloudflare?.[1] === CLOUDFLARE.zoneId) {
      if (request.headers.authorization !== `Bearer ${CLOUDFLARE.token}`)
        return send(403, {success: false, errors: [{code: 10000, message: 'Authentication error'}], messages: [], result: null})
      const tags = body?.tags
      if (!Array.isArray(tags) || tags.length === 0 || tags.length > 30)
        return send(400, {success: false, errors: [{code: 1024, message: 'Too many tags'}], messages: [], result: null})
      purged.push({cdn: 'cloudflare', keys: tags as string[]})
      return send(200, {success: true, errors: [], messages: [], result: {id: CLOUDFLARE.zoneId}})
    }
    send(404, {msg: 'Not found'})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    purged,
    fastlySoft,
    refuse(on: boolean) {
      refusing = on
    },
    /** The environment that makes the site purge this stand-in as Fastly or as Cloudflare. */
    env: {
      fastly: {FASTLY_SERVICE_ID: FASTLY.serviceId, FASTLY_API_TOKEN: FASTLY.token, FASTLY_API_URL: url},
      cloudflare: {CLOUDFLARE_ZONE_ID: CLOUDFLARE.zoneId, CLOUDFLARE_API_TOKEN: CLOUDFLARE.token, CLOUDFLARE_API_URL: url},
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
