/**
 * A local stand-in for Sanity's Content Lake, for tests and benchmarks only.
 *
 * What it is: a real HTTP server on 127.0.0.1 holding the launch dataset (packages/content) in
 * memory and answering the parts of Sanity's HTTP API that the built Studio (sanity 6.16) and the
 * site use: `users/me`, the dataset ACL, `data/doc`, `data/query` (groq-js, honouring the
 * `perspective` parameter, with a content source map on request: see sourceMap.ts), a `data/listen` event stream that stays open, the Live Content API's
 * `data/live/events` stream (held open, see live.ts), `data/actions` and
 * `data/mutate` (edit, create, publish, unpublish, discard, version discard, delete; Content Releases'
 * release and version actions, releases.ts; create*, patch, delete; a strong reference left pointing at
 * nothing refuses the transaction), a scheduled release published at its `publishAt`, image uploads and
 * the image files (assets.ts), and harmless empty answers for the endpoints the Studio calls but
 * needs nothing from. Each change to a published document sends the README's publish webhook
 * (signed) to `webhook.url`.
 *
 * What it is not: Sanity's API. There are no real users, permissions, history, file
 * (non-image) assets, image transformations or eventual consistency; anyone with any token is an
 * administrator. These endpoints are not a public contract, so every request it does not answer,
 * and every action or mutation it cannot apply, is recorded in `unanswered` (method and path) and
 * `assertAllAnswered()` fails with that list: a Studio upgrade that calls something new says so in one line.
 */
import {createServer, type IncomingMessage} from 'node:http'
import {createSecureServer, type Http2ServerRequest, type Http2Session} from 'node:http2'
import type {AddressInfo} from 'node:net'
import {generate} from 'selfsigned'
import {readFileSync} from 'node:fs'
import {parseNdjson, toLakeDocuments} from '@site/content'
import {documentsFor, perspectiveOf} from './perspective.ts'
import {sourceMapFor} from './sourceMap.ts'
import {runQuery} from './groq.ts'
import {Listeners, type StreamResponse} from './listen.ts'
import {LiveEvents} from './live.ts'
import {LakeError, LakeStore, LakeUnsupported, type LakeDocument, type Transaction} from './store.ts'
import {ImageFiles, imagesDirFor} from './assets.ts'
import {deliverWebhooks, type WebhookConfig, type WebhookDelivery} from './webhook.ts'
import {harmlessAnswer} from './harmless.ts'
import {RELEASE_PREFIX} from './releases.ts'

export const lakeImagePrefix = (projectId: string, dataset: string) => `https://cdn.sanity.io/images/${projectId}/${dataset}/`

export const STANDIN_USER = {id: 'p-standin-editor', name: 'Stand-in Editor', email: 'editor@example.org', role: 'administrator'}

export interface LakeStandInOptions {
  /** The dataset file in Sanity's export format. */
  file: string
  /** Where its images are (default: `images/` beside the file, else the bundled dataset's). */
  imagesDir?: string
  projectId: string
  dataset: string
  /** Where to send the publish webhook; none is sent without it. Can be set later with `setWebhook`. */
  webhook?: WebhookConfig
  /** A fixed port (default: any free port). */
  port?: number
  /** When the documents it starts with (images included) were last published, where the file says nothing (default: when it starts). */
  publishedAt?: string
  /**
   * Also serve HTTPS with HTTP/2 on this port (self-signed for localhost), for browsers: the Studio
   * keeps about seven listener streams open at once, more than the six connections a browser opens
   * to one HTTP/1.1 host, so over plain HTTP its later requests would wait forever.
   */
  http2Port?: number
}

type Request = IncomingMessage | Http2ServerRequest

/** A query the stand-in answered: its GROQ text and the bytes of its JSON answer. */
export interface AnsweredQuery {
  query: string
  bytes: number
}

export interface ReceivedAction {
  at: number
  actionType: string
  body: Record<string, unknown>
}

async function readBytes(request: Request) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
const readBody = async (request: Request) => (await readBytes(request)).toString('utf8')

function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.origin
  return origin
    ? {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers': String(request.headers['access-control-request-headers'] ?? 'authorization, content-type'),
        'access-control-max-age': '600',
      }
    : {}
}

const queryParams = (url: URL) => {
  const params: Record<string, unknown> = {}
  for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  return params
}

export async function startLakeStandIn(options: LakeStandInOptions) {
  const {projectId, dataset} = options
  const loaded = toLakeDocuments(parseNdjson(readFileSync(options.file, 'utf8'), options.file), lakeImagePrefix(projectId, dataset))
  const images = new ImageFiles(lakeImagePrefix(projectId, dataset))
  const documents = images.loadBundled(loaded.documents, loaded.images, options.imagesDir ?? imagesDirFor(options.file))
  // The Studio reads its permissions from the dataset's system groups: the stand-in's one editor
  // administers everything.
  const groups = [
    {
      _id: '_.groups.administrator',
      _type: 'system.group',
      members: [STANDIN_USER.id],
      grants: [{filter: '_id in path("**")', permissions: ['read', 'history', 'update', 'create', 'manage']}],
    },
  ]
  const initialDocuments = [...documents, ...groups]
  const store = new LakeStore(initialDocuments, options.publishedAt)
  const listeners = new Listeners()
  const liveEvents = new LiveEvents()
  let webhook = options.webhook
  const requests: string[] = []
  const queries: AnsweredQuery[] = []
  const unanswered: string[] = []
  const actions: ReceivedAction[] = []
  const webhooks: WebhookDelivery[] = []
  const pendingWebhooks = new Set<Promise<void>>()

  // Listener events go out in commit order: broadcasting is asynchronous (each listener's query is
  // matched with groq-js), and a transaction's events overtaking an earlier one's would hand the
  // Studio a revision it cannot apply, so its publish would wait forever for the document to settle.
  let broadcasting = Promise.resolve()
  const tellListeners = (transaction: Transaction) => {
    broadcasting = broadcasting
      .then(() => listeners.broadcast(transaction, STANDIN_USER.id))
      // A failed broadcast fails the test like an unanswered request (and never blocks the next one).
      .catch((error: unknown) => void unanswered.push(`listener broadcast of ${transaction.transactionId} (failed: ${String(error)})`))
    return broadcasting
  }
  // A scheduled release is published at its time by one timer, set for the earliest one after each change.
  // A publish the Lake would refuse (a strong reference left pointing at nothing) leaves the release
  // scheduled and is recorded as unanswered, so the test fails naming it.
  let releaseTimer: NodeJS.Timeout | undefined
  const failedReleases = new Set<string>()
  const publishDueReleases = (at: number) =>
    store
      .scheduledReleases()
      .filter((release) => release.at <= at && !failedReleases.has(release.name))
      .flatMap(({name}) => {
        try {
          return [store.publishScheduledRelease(name)]
        } catch (error) {
          failedReleases.add(name)
          unanswered.push(`scheduled publish of release ${name} (failed: ${String(error)})`)
          return []
        }
      })
  const scheduleReleases = () => {
    clearTimeout(releaseTimer)
    const next = store.scheduledReleases().find(({name}) => !failedReleases.has(name))?.at
    if (next === undefined) return
    // setTimeout holds at most 2^31-1 ms (24.8 days): a later time is looked at again then.
    releaseTimer = setTimeout(
      () => {
        publishDueReleases(Date.now())
        scheduleReleases()
      },
      Math.min(Math.max(next - Date.now(), 0), 2 ** 31 - 1),
    )
    releaseTimer.unref()
  }
  store.onCommit = (transaction: Transaction) => {
    void tellListeners(transaction)
    if (transaction.changes.some(({id}) => id.startsWith(RELEASE_PREFIX))) scheduleReleases()
    if (!webhook) return
    const after = store.all()
    const changed = new Set(transaction.changes.map(({id}) => id))
    const before = [...after.filter((doc) => !changed.has(doc._id)), ...transaction.changes.flatMap(({before: doc}) => (doc ? [doc] : []))]
    const sending = deliverWebhooks(webhook, transaction, before, after, (delivery) => webhooks.push(delivery))
    pendingWebhooks.add(sending)
    void sending.finally(() => pendingWebhooks.delete(sending))
  }

  const json = (response: StreamResponse, headers: Record<string, string>, status: number, value: unknown) => {
    response.writeHead(status, {...headers, 'content-type': 'application/json'}).end(JSON.stringify(value))
  }

  async function route(request: Request, response: StreamResponse, url: URL, headers: Record<string, string>) {
    const method = request.method ?? 'GET'
    // Every API path starts with a version: /v2025-02-19/..., /v1/..., /vX/...
    const path = url.pathname.replace(/^\/v[\w.-]+(?=\/)/, '')
    const apiVersion = /^\/v([\w.-]+)\//.exec(url.pathname)?.[1] ?? ''
    let match: RegExpExecArray | null

    if (method === 'GET' && path === '/users/me') {
      return json(
        response,
        headers,
        200,
        request.headers.authorization
          ? {...STANDIN_USER, roles: [{name: 'administrator', title: 'Administrator'}], profileImage: null, provider: 'sanity'}
          : {},
      )
    }
    if (method === 'GET' && (match = /^\/projects\/([^/]+)\/datasets\/([^/]+)\/acl$/.exec(path)) && match[2] === dataset) {
      return json(response, headers, 200, [{filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update']}])
    }
    if (method === 'GET' && (match = /^\/data\/doc\/([^/]+)\/(.+)$/.exec(path)) && match[1] === dataset) {
      const ids = decodeURIComponent(match[2]!).split(',')
      const found = ids.map((id) => store.get(id))
      return json(response, headers, 200, {
        documents: found.filter((doc): doc is LakeDocument => doc !== null),
        omitted: ids.filter((_, index) => !found[index]).map((id) => ({id, reason: 'existence'})),
      })
    }
    if ((match = /^\/data\/query\/([^/]+)$/.exec(path)) && match[1] === dataset && (method === 'GET' || method === 'POST')) {
      let query = url.searchParams.get('query') ?? ''
      let params = queryParams(url)
      if (method === 'POST') {
        const body = JSON.parse(await readBody(request)) as {query: string; params?: Record<string, unknown>}
        query = body.query
        params = body.params ?? {}
      }
      const started = performance.now()
      const perspective = perspectiveOf(url.searchParams.get('perspective'), apiVersion)
      const seen = documentsFor(perspective, store.all())
      const result = await runQuery(query, params, seen)
      const sourceMap = url.searchParams.has('resultSourceMap') ? {resultSourceMap: sourceMapFor(result, seen)} : {}
      const body = JSON.stringify({query, result, ...sourceMap, ms: Math.round(performance.now() - started)})
      queries.push({query, bytes: Buffer.byteLength(body)})
      return void response.writeHead(200, {...headers, 'content-type': 'application/json'}).end(body)
    }
    if (method === 'GET' && (match = /^\/data\/listen\/([^/]+)$/.exec(path)) && match[1] === dataset) {
      return listeners.add(url, response, headers)
    }
    if (method === 'GET' && (match = /^\/data\/live\/events\/([^/]+)$/.exec(path)) && match[1] === dataset) {
      return liveEvents.add(response, headers)
    }
    if (method === 'POST' && (match = /^\/data\/actions\/([^/]+)$/.exec(path)) && match[1] === dataset) {
      const body = JSON.parse(await readBody(request)) as {actions: {actionType: string}[]; transactionId?: string; dryRun?: boolean}
      const list = Array.isArray(body.actions) ? body.actions : [body.actions]
      for (const action of list) actions.push({at: Date.now(), actionType: action.actionType, body: action})
      if (body.dryRun) return json(response, headers, 200, {transactionId: body.transactionId ?? 'dry-run'})
      const transaction = store.applyActions(list, body.transactionId)
      return json(response, headers, 200, {transactionId: transaction.transactionId})
    }
    if (method === 'POST' && (match = /^\/data\/mutate\/([^/]+)$/.exec(path)) && match[1] === dataset) {
      const body = JSON.parse(await readBody(request)) as {mutations: Record<string, unknown>[]; transactionId?: string}
      const transaction = store.applyMutations(body.mutations, body.transactionId)
      const results = transaction.changes.map(({id, before, after}) => ({
        id,
        operation: !before ? 'create' : !after ? 'delete' : 'update',
        ...(url.searchParams.get('returnDocuments') === 'true' && after ? {document: after} : {}),
      }))
      return json(response, headers, 200, {transactionId: transaction.transactionId, results, documentIds: results.map(({id}) => id)})
    }
    if (method === 'POST' && (match = /^\/assets\/images\/([^/]+)$/.exec(path)) && match[1] === dataset) {
      const asset = images.upload(await readBytes(request), request.headers['content-type'], url.searchParams.get('filename') ?? undefined)
      // The same file uploaded again is the same asset.
      if (!store.get(asset._id)) store.applyMutations([{createIfNotExists: asset}])
      return json(response, headers, 200, {document: store.get(asset._id)})
    }
    if (
      method === 'GET' &&
      (match = /^\/images\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(path)) &&
      match[1] === projectId &&
      match[2] === dataset
    ) {
      // Any size or format asked for (?w=…&auto=format) gets the file as it is: there is no image pipeline here.
      const file = images.get(decodeURIComponent(match[3]!))
      if (file)
        return void response.writeHead(200, {...headers, 'content-type': file.mimeType, 'cache-control': 'no-cache'}).end(file.bytes)
      // Every asset it holds has its file: a request for another is a gap the test should name.
      unanswered.push(`${method} ${url.pathname} (no such image)`)
      return json(response, headers, 404, {error: 'Not found', message: `No image ${match[3]}`})
    }
    const harmless = harmlessAnswer(method, path)
    if (harmless !== undefined) return json(response, headers, 200, harmless)

    unanswered.push(`${method} ${url.pathname}`)
    return json(response, headers, 404, {error: 'Not found', message: `The Lake stand-in does not answer ${method} ${url.pathname}`})
  }

  async function handle(request: Request, response: StreamResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const headers = corsHeaders(request)
    requests.push(`${request.method} ${url.pathname}`)
    if (process.env.STANDIN_DEBUG) console.error(`[standin] ${request.method} ${url.pathname} ${request.httpVersion}`)
    if (request.method === 'OPTIONS') return void response.writeHead(204, headers).end()
    try {
      await route(request, response, url, headers)
    } catch (error) {
      const status = error instanceof LakeError ? error.status : 400
      if (!(error instanceof LakeError) || error instanceof LakeUnsupported)
        unanswered.push(`${request.method} ${url.pathname} (failed: ${String(error)})`)
      json(response, headers, status, {error: {description: String((error as Error).message ?? error)}})
    }
  }
  const server = createServer((request, response) => void handle(request, response))
  // The Studio's presence connection (a WebSocket) is not offered: refusing it is harmless.
  server.on('upgrade', (_request, socket) => socket.destroy())
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`

  let secure: ReturnType<typeof createSecureServer> | null = null
  const sessions = new Set<Http2Session>()
  if (options.http2Port !== undefined) {
    const {private: key, cert} = await generate([{name: 'commonName', value: 'localhost'}], {
      keyType: 'ec',
      notAfterDate: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
      extensions: [
        {
          name: 'subjectAltName',
          altNames: [
            {type: 2, value: 'localhost'},
            {type: 2, value: '*.localhost'},
            {type: 7, ip: '127.0.0.1'},
          ],
        },
      ],
    })
    secure = createSecureServer(
      {key, cert, allowHTTP1: true},
      (request, response) => void handle(request, response as unknown as StreamResponse),
    )
    secure.on('session', (session) => {
      sessions.add(session)
      session.on('close', () => sessions.delete(session))
    })
    await new Promise<void>((resolve) => secure!.listen(options.http2Port, '127.0.0.1', resolve))
  }

  return {
    /** The stand-in's address; also the site's `SANITY_API_HOST`. */
    url,
    /** The HTTPS + HTTP/2 port for browsers, when asked for (the one chosen, when asked for port 0). */
    http2Port: secure ? (secure.address() as AddressInfo).port : undefined,
    apiHost: url,
    port,
    projectId,
    dataset,
    store,
    /** `METHOD /path` of every request, in order. */
    requests,
    /** Every query answered (any perspective), in order, with the size of its answer: what the Lake's bill counts. */
    queries,
    /** `METHOD /path` of every request it could not answer. */
    unanswered,
    /** Every document action received through `data/actions`. */
    actions,
    /** Every webhook sent, with the site's answer once it came. */
    webhooks,
    setWebhook(config: WebhookConfig | undefined) {
      webhook = config
    },
    /**
     * Back to the dataset it started with, for the next test, and the record of actions and webhooks
     * starts again; requests stay recorded. Open listeners are told of every document it changes back
     * (a Studio page kept open between tests follows), once the events are written; no webhook is sent.
     */
    async reset() {
      await Promise.all([...pendingWebhooks])
      const transaction = store.restore()
      failedReleases.clear()
      scheduleReleases()
      if (transaction.changes.length > 0) await tellListeners(transaction)
      actions.length = 0
      webhooks.length = 0
    },
    /**
     * For tests that cannot wait for a release's time: publishes now every scheduled release due by `at`
     * (its time come on the stand-in's clock moved forward), exactly as its timer would, webhooks included.
     */
    publishScheduledReleases(at: Date) {
      return publishDueReleases(at.getTime())
    },
    /** Fails, naming each request, when anything went unanswered. */
    assertAllAnswered() {
      if (unanswered.length > 0) throw new Error(`The Lake stand-in did not answer:\n  ${unanswered.join('\n  ')}`)
    },
    /** Resolves once every webhook sent so far has its answer. */
    async settled() {
      await Promise.all([...pendingWebhooks])
    },
    close: async () => {
      clearTimeout(releaseTimer)
      listeners.closeAll()
      liveEvents.closeAll()
      await Promise.all([...pendingWebhooks])
      server.closeAllConnections()
      for (const session of sessions) session.destroy()
      await Promise.all([
        new Promise<void>((resolve) => server.close(() => resolve())),
        secure ? new Promise<void>((resolve) => secure!.close(() => resolve())) : undefined,
      ])
    },
  }
}

export type LakeStandIn = Awaited<ReturnType<typeof startLakeStandIn>>
