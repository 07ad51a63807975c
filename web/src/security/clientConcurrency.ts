/**
 * Answers SITE_CLIENT_REQUESTS of one client's requests at once for web/server.ts, the next SITE_CLIENT_QUEUE
 * in order, and the rest 503 with Retry-After; a client with nothing in flight is forgotten.
 * Why: docs/decisions/0012-one-client-cannot-starve-the-others.md.
 */
import type {IncomingMessage, ServerResponse} from 'node:http'
import pLimit, {type LimitFunction} from 'p-limit'
import {RETRY_AFTER_S, type ClientLimits} from './clientLimits.ts'
import {refusalLog} from './refusalLog.ts'
import {isTrustedProxy} from './trustedProxies.ts'

export function clientConcurrency(limits: Pick<ClientLimits, 'requestsPerClient' | 'queuePerClient'>, log?: (line: string) => void) {
  const clients = new Map<string, LimitFunction>()
  const logRefusal = refusalLog("a request past its client's limit", "requests past their client's limit", log)
  const forgetIfIdle = (client: string, limit: LimitFunction) => {
    if (limit.activeCount === 0 && limit.pendingCount === 0 && clients.get(client) === limit) clients.delete(client)
  }

  /**
   * Runs `answer` now, or once one of the client's earlier answers has gone out; or answers 503. A trusted
   * proxy's own requests (no client forwarded: its health checks, this server's own catch-up, a tool on
   * this host) are not a client's and are answered at once.
   */
  return function answerForClient(client: string, request: IncomingMessage, response: ServerResponse, answer: () => void) {
    if (isTrustedProxy(client)) return answer()
    let limit = clients.get(client)
    if (!limit) clients.set(client, (limit = pLimit(limits.requestsPerClient)))
    // p-limit starts a task a microtask after it is queued: a burst counts as pending until then.
    if (limit.activeCount + limit.pendingCount >= limits.requestsPerClient + limits.queuePerClient) {
      logRefusal(client)
      response.statusCode = 503
      response.setHeader('Retry-After', String(RETRY_AFTER_S))
      response.setHeader('Cache-Control', 'no-store')
      response.setHeader('Content-Type', 'text/plain; charset=utf-8')
      response.end('Too many requests from your address at once: please try again in a moment.\n')
      return
    }
    const mine = limit
    void mine(
      () =>
        new Promise<void>((done) => {
          if (request.socket.destroyed) return done()
          response.once('finish', done)
          response.once('close', done)
          answer()
        }),
    ).finally(() => setImmediate(() => forgetIfIdle(client, mine)))
  }
}
