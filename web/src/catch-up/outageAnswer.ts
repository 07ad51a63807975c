/**
 * What a visitor gets for an address whose page could not be rendered because the Content Lake cannot
 * be read and no last good answer of its content was ever kept here (a page published after the
 * build, never rendered by this instance): 503 with Retry-After, which tells a CDN to keep serving
 * its own copy and a crawler to come back, instead of Next's 500 for a failed render. web/server.ts
 * applies it to every answer; it changes nothing while the Lake answers (but for a render that found
 * nothing to read a moment before the Lake answered the catch-up again).
 */
import type {ServerResponse} from 'node:http'
import {failureMayBeTheLakes} from '../sanity/lakeHealth.ts'
import {catchUpIntervalMs} from '../constants.mjs'

export function applyOutageStatus(response: ServerResponse, env: Record<string, string | undefined> = process.env) {
  const writeHead = response.writeHead
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const status = typeof args[0] === 'number' ? args[0] : response.statusCode
    if (status === 500 && failureMayBeTheLakes()) {
      args[0] = 503
      if (typeof args[1] === 'string') (args as unknown[])[1] = 'Service Unavailable'
      response.statusCode = 503
      response.setHeader('Retry-After', String(catchUpIntervalMs(env) / 1000))
      response.setHeader('Cache-Control', 'no-store')
    }
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
}
