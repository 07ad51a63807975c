/**
 * 503 with Retry-After, not Next's 500, for a page that could not render because the Lake cannot be read
 * and no last good answer of it was kept (a page published after the build, never rendered here): an edge
 * keeps serving its copy, a crawler comes back. Applied by web/server.ts to every answer.
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
