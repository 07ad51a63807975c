/**
 * How long the production server (web/server.ts) keeps a connection that does not move: what a
 * reverse proxy in front of it would enforce, for when there is none. Node's own defaults close
 * nothing that has a request in progress: 300 connections each pipelining 20 pages and reading none
 * of them stayed open for minutes, holding ~1 MB of memory each.
 * - write: a connection on which no byte has moved for this long while its answers wait on the client
 *   (it reads none: full buffers, wherever the answers wait: pipelining.ts knows) is closed. One that is
 *   quiet because the server is still working on an answer (a slow render on a loaded machine) is left alone;
 * - request: a request must have fully arrived within the same time (Node's requestTimeout, 300 s
 *   by default), so a trickled body cannot hold it either. A connection waiting for the client's next
 *   request, or whose answers have all gone to the network unread, is closed after Node's
 *   keepAliveTimeout (5 s): a listener for 'timeout' replaces Node's own closing, so it is done here.
 * Closings are logged: the first few each minute one line each, with the client's address, the rest
 * as a count at the end of the minute.
 */
import type {Server} from 'node:http'
import type {Socket} from 'node:net'
import {quietConnection} from './pipelining.ts'

const DEFAULT_IDLE_TIMEOUT_S = 60
const MINUTE_MS = 60_000
const LOGGED_PER_MINUTE = 5

/** SITE_IDLE_TIMEOUT_S when it is a positive number of seconds, else the default. */
function idleTimeoutMs(env: Record<string, string | undefined>): number {
  const seconds = Number(env.SITE_IDLE_TIMEOUT_S)
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_IDLE_TIMEOUT_S) * 1000
}

export function applyConnectionTimeouts(server: Server, env: Record<string, string | undefined>, log = console.warn) {
  const idleMs = idleTimeoutMs(env)
  server.timeout = idleMs
  server.requestTimeout = idleMs
  // Node refuses a headersTimeout longer than requestTimeout.
  server.headersTimeout = Math.min(server.headersTimeout, idleMs)
  // Logged one line each, LOGGED_PER_MINUTE a minute; past that, counted in one line a minute.
  let logged = 0
  let counted = 0
  let minute: ReturnType<typeof setTimeout> | null = null
  const endMinute = () => {
    if (counted > 0) log(`[server] closed ${counted} more connections whose answers went unread in the last minute`)
    minute = null
    logged = 0
    counted = 0
  }
  // With a listener, Node leaves the socket open: close it here.
  server.on('timeout', (socket: Socket) => {
    // The server is still working on an answer: the next byte re-arms the timer.
    const waiting = quietConnection(socket)
    if (waiting === 'server') return
    socket.destroy()
    // Nothing asked and nothing owed (Node's own keep-alive closing, which a listener here replaces): no log line.
    if (waiting === 'nothing') return
    const from = `${socket.remoteAddress}:${socket.remotePort}`
    minute ??= setTimeout(endMinute, MINUTE_MS).unref()
    if (logged++ < LOGGED_PER_MINUTE) log(`[server] closed a connection whose answers went unread for ${idleMs / 1000} s (from ${from})`)
    else counted++
  })
}
