/**
 * The site's production server (`pnpm start`): Next's documented custom server, with the site's
 * front door (src/security/requestGate.ts) in front of Next's request handler. It answers the
 * requests Next would answer badly or only after reading their body, and puts the security headers
 * on every response, including the ones Node itself writes for requests it cannot parse.
 * Connections are closed as a reverse proxy would close them (connectionTimeouts.ts): one whose
 * answers go unread for SITE_IDLE_TIMEOUT_S (default 60) seconds, and a request not fully received
 * in that time; a connection that pipelines requests has a few answered at a time (pipelining.ts).
 * One client cannot take the server from others (security/clientLimits.ts: SITE_CLIENT_* and
 * SITE_MAX_CONNECTIONS, SITE_TRUSTED_PROXIES behind a CDN): its connections past a limit are refused
 * at accept (connectionLimits.ts), its requests past its rate are refused with 429 (clientRate.ts), and
 * the others are answered a few at a time, the next ones waiting in turn, then refused with 503
 * (clientConcurrency.ts).
 * Every answer's Content-Security-Policy allows no script but, for a page, the ones it carries, by
 * hash (security/scriptPolicy.ts). It catches up with the Content Lake every interval, and holds
 * visitors until it has once (src/catch-up/loop.ts); while the Lake cannot be read, a page with no last
 * good content answers 503 with Retry-After rather than 500 (src/catch-up/outageAnswer.ts). Behind a CDN it can purge (src/edge/), a cached page
 * tells that CDN what it shows and how long to keep it.
 * `pnpm start` runs it as `node --max-semi-space-size=8 --heap-growing-percent=75 server.ts` (the tests
 * and benchmarks too: the test harness's serverCommand reads the script): the server keeps little but
 * allocates much per page, so the young generation is kept small and the old one collected once it
 * has grown by three quarters, which keeps its resident memory flat across publishes (the figures and
 * the alternatives tried: docs/benchmarks.md, Scale).
 * Options as `next start` takes them: `-p`/`--port` (default $PORT, else 3000), `-H`/`--hostname`
 * (default: every interface). Development stays `next dev`; hosts that run Next themselves (Vercel,
 * Netlify) answer these requests at their own edge, and src/proxy.ts still refuses writes to pages.
 */
import {randomBytes} from 'node:crypto'
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import {join} from 'node:path'
import {parseArgs} from 'node:util'
import {catchUpIntervalMs} from './src/constants.mjs'
import {answersBeforeCatchUp, startCatchUpLoop} from './src/catch-up/loop.ts'
import {applyOutageStatus} from './src/catch-up/outageAnswer.ts'
import {applyConnectionTimeouts} from './src/security/connectionTimeouts.ts'
import {clientConcurrency} from './src/security/clientConcurrency.ts'
import {clientRate} from './src/security/clientRate.ts'
import {clientLimits} from './src/security/clientLimits.ts'
import {applyConnectionLimits, refusedAtAccept} from './src/security/connectionLimits.ts'
import {applyEdgeHeaders} from './src/edge/headers.ts'
import {applyNotFoundCacheControl} from './src/caching/notFoundAnswer.ts'
import {answerClientError, answerExpectation, gateRequest} from './src/security/requestGate.ts'
import {builtScripts} from './src/security/pageScripts.ts'
import {answerInTurn} from './src/security/pipelining.ts'
import {applySingleLocation} from './src/security/singleLocation.ts'
import {applyScriptPolicy} from './src/security/scriptPolicy.ts'
import {clientOf, trustProxies} from './src/security/trustedProxies.ts'

const {values} = parseArgs({
  options: {port: {type: 'string', short: 'p'}, hostname: {type: 'string', short: 'H'}},
})
const port = Number(values.port ?? process.env.PORT ?? 3000)
const hostname = values.hostname
// Read before anything starts: a setting the server cannot read stops it here, naming the variable.
const limits = clientLimits(process.env)
trustProxies(limits.trustedProxies)
const answerForClient = clientConcurrency(limits)
const answerWithinRate = clientRate(limits)
// This server as it calls itself: the catch-up's timer, and the pages it renders after a publish (src/live/publishes.ts).
const ownHost = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname
const ownOrigin = `http://${ownHost.includes(':') ? `[${ownHost}]` : ownHost}:${port}`

// `next start` sets this before loading anything: React picks its production build when first loaded.
// This server compresses answers itself, beneath the pages' script hashes (security/scriptPolicy.ts):
// next.config switches Next's own compression off when it sees SITE_SERVER_COMPRESSES.
// The catch-up route (src/catch-up/) answers this process's timer only: the token is made here, before Next reads the environment.
Object.assign(process.env, {
  NODE_ENV: 'production',
  SITE_SERVER_COMPRESSES: 'true',
  SITE_CATCH_UP_TOKEN: process.env.SITE_CATCH_UP_TOKEN || randomBytes(32).toString('hex'),
  SITE_OWN_ORIGIN: ownOrigin,
})
const {default: next} = await import('next')
const app = next({dev: false, dir: import.meta.dirname, hostname, port})
await app.prepare()
const handle = app.getRequestHandler()
// The build's script files, which pages may load (the same folder next.config names as distDir).
const built = builtScripts(join(import.meta.dirname, process.env.NEXT_DIST_DIR || '.next'))

function serve(request: IncomingMessage, response: ServerResponse) {
  // A page that cannot be rendered while the Content Lake is down answers 503, not 500 (src/catch-up/outageAnswer.ts).
  applyOutageStatus(response)
  // One Location on a redirect rendered for the request itself (vercel/next.js#82117: src/security/singleLocation.ts).
  applySingleLocation(response)
  // Beneath the script policy (it writes the head last): the CDN's keys and lifetime (src/edge/headers.ts),
  // given after a 404 has been made uncacheable (src/caching/notFoundAnswer.ts).
  applyEdgeHeaders(response)
  applyNotFoundCacheControl(response)
  applyScriptPolicy(request, response, built)
  handle(request, response).catch((error: unknown) => {
    console.error(error)
    if (!response.headersSent) response.writeHead(500, {'Cache-Control': 'no-store'})
    response.end()
  })
}

// Until the first catch-up with the Content Lake has ended, visitors wait (src/catch-up/loop.ts).
let caughtUp = false
let catchUp: ReturnType<typeof startCatchUpLoop> | undefined

// requireHostHeader: the gate answers an HTTP/1.1 request without Host itself, with the security headers.
const server = createServer({requireHostHeader: false}, (request, response) => {
  // A connection past a limit was answered 503 at accept and is closing (src/security/connectionLimits.ts).
  if (refusedAtAccept(request.socket)) return
  if (gateRequest(request, response)) return
  // A few answers at a time per connection, however many requests it pipelines (src/security/pipelining.ts),
  // and per client, however many connections it opens (src/security/clientConcurrency.ts), at most so many a
  // second and minute (src/security/clientRate.ts).
  // Until the first catch-up, a visitor waits outside its client's turn: the catch-up's own request to this
  // server must never queue behind requests that wait for it.
  answerInTurn(request, response, () => {
    const client = clientOf(request)
    const answer = () =>
      answerWithinRate(client, response, () => answerForClient(client, request, response, () => serve(request, response)))
    if (caughtUp || !catchUp || answersBeforeCatchUp(request.url)) answer()
    else void catchUp.ready.then(answer)
  })
})
server.on('clientError', answerClientError)
server.on('checkExpectation', answerExpectation)
applyConnectionTimeouts(server, process.env)
applyConnectionLimits(server, limits)
server.listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname ?? 'localhost'}:${port}`)
  catchUp = startCatchUpLoop({
    origin: ownOrigin,
    token: process.env.SITE_CATCH_UP_TOKEN!,
    intervalMs: catchUpIntervalMs(process.env),
  })
  void catchUp.ready.then(() => (caughtUp = true))
})

// As `next start` does: stop taking requests, let Next close (its cache handler too), then exit.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    catchUp?.stop()
    server.close()
    void app.close().finally(() => process.exit(0))
  })
}
