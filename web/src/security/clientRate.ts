/**
 * How many requests one client (trustedProxies.ts) may have answered by the production server
 * (web/server.ts), over time: SITE_CLIENT_RATE a second, and past it SITE_CLIENT_BURST more a minute
 * (clientLimits.ts); past both, 429 with Retry-After, sent a second later. A page
 * load (its document, scripts, images and the links' prefetches) fits the burst; a client asking
 * as fast as it is answered takes only its rate of the server's CPU, so other visitors are answered
 * as if it were quiet. clientConcurrency.ts bounds what a client has answered at once; this bounds
 * how often. rate-limiter-flexible keeps the counts (its bursty limiter: a rate, then a burst
 * allowance) in memory, each client forgotten when its minute ends. A trusted proxy's own requests
 * are nobody's and never counted.
 */
import type {ServerResponse} from 'node:http'
import {BurstyRateLimiter, RateLimiterMemory, RateLimiterRes} from 'rate-limiter-flexible'
import type {ClientLimits} from './clientLimits.ts'
import {refusalLog} from './refusalLog.ts'
import {isTrustedProxy} from './trustedProxies.ts'

/** The rate is counted in tenths of a second (or one request's share of it): a client asking without pause is answered evenly, not in a burst a second. */
const WINDOWS_PER_SECOND = 10
/** How long a refusal is held before it is sent, and the Retry-After it names. */
const REFUSAL_HELD_S = 1

export function clientRate(limits: Pick<ClientLimits, 'requestsPerSecond' | 'burstPerMinute'>, log?: (line: string) => void) {
  const perWindow = Math.max(1, Math.round(limits.requestsPerSecond / WINDOWS_PER_SECOND))
  const limiter = new BurstyRateLimiter(
    new RateLimiterMemory({points: perWindow, duration: perWindow / limits.requestsPerSecond}),
    new RateLimiterMemory({keyPrefix: 'burst', points: limits.burstPerMinute, duration: 60}),
  )
  const logRefusal = refusalLog("a request past its client's rate", "requests past their client's rate", log)

  /** Runs `answer` if the client is within its rate, else answers 429, a second later. */
  return function answerWithinRate(client: string, response: ServerResponse, answer: () => void) {
    if (isTrustedProxy(client)) return answer()
    limiter.consume(client).then(answer, (rejection: unknown) => {
      // The limiter rejects with its result when the client is past both; anything else is its own fault: answer.
      if (!(rejection instanceof RateLimiterRes)) return answer()
      refuse()
    })

    // The refusal goes out a second later, not at once: a client that asks again as soon as it is answered gets one
    // refusal per connection a second, instead of as many as the server can write.
    function refuse() {
      logRefusal(client)
      const held = setTimeout(() => {
        if (response.destroyed) return
        response.statusCode = 429
        response.setHeader('Retry-After', String(REFUSAL_HELD_S))
        response.setHeader('Cache-Control', 'no-store')
        response.setHeader('Content-Type', 'text/plain; charset=utf-8')
        response.end('Too many requests from your address: please try again in a moment.\n')
      }, REFUSAL_HELD_S * 1000)
      response.once('close', () => clearTimeout(held))
    }
  }
}
