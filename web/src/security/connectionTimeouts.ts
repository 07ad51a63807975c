/**
 * Closes, for the production server (web/server.ts), a connection whose answers go unread for
 * SITE_IDLE_TIMEOUT_S, and a request that takes as long to arrive; a connection waiting on the server is
 * left alone. Closings are logged, a few lines a minute, then a count.
 * Why: docs/decisions/0011-unread-connections-closed.md.
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
