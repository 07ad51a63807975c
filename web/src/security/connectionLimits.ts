/**
 * Refuses at accept (503, then closed) a connection past SITE_CLIENT_CONNECTIONS of its address or
 * SITE_MAX_CONNECTIONS in all, for web/server.ts, which asks refusedAtAccept() before answering a request.
 * A trusted proxy's connections count toward the total only. Why: docs/decisions/0012-one-client-cannot-starve-the-others.md.
 */
import type {Server} from 'node:http'
import type {Socket} from 'node:net'
import {RETRY_AFTER_S, type ClientLimits} from './clientLimits.ts'
import {securityHeaders} from './headers.ts'
import {refusalLog} from './refusalLog.ts'
import {isTrustedProxy} from './trustedProxies.ts'

const REFUSAL = [
  'HTTP/1.1 503 Service Unavailable',
  ...securityHeaders({dev: false, scripts: 'none'}).map(({key, value}) => `${key}: ${value}`),
  `Retry-After: ${RETRY_AFTER_S}`,
  'Cache-Control: no-store',
  'Content-Length: 0',
  'Connection: close',
].join('\r\n')

const refused = new WeakSet<Socket>()

/** Whether this connection was refused at accept (its requests are not answered). */
export const refusedAtAccept = (socket: Socket) => refused.has(socket)

export function applyConnectionLimits(
  server: Server,
  limits: Pick<ClientLimits, 'connectionsPerClient' | 'maxConnections'>,
  log?: (line: string) => void,
) {
  const perAddress = new Map<string, number>()
  let open = 0
  const logPerClient = refusalLog("a connection past its client's limit", "connections past their client's limit", log)
  const logTotal = refusalLog('a connection past the limit of all clients', 'connections past the limit of all clients', log)
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown'
    const counted = !isTrustedProxy(address)
    const mine = counted ? (perAddress.get(address) ?? 0) : 0
    if (open >= limits.maxConnections || mine >= limits.connectionsPerClient) {
      refused.add(socket)
      ;(open >= limits.maxConnections ? logTotal : logPerClient)(address)
      socket.on('error', () => {})
      socket.end(`${REFUSAL}\r\n\r\n`, () => socket.destroy())
      return
    }
    open++
    if (counted) perAddress.set(address, mine + 1)
    socket.once('close', () => {
      open--
      if (!counted) return
      const left = perAddress.get(address)! - 1
      if (left > 0) perAddress.set(address, left)
      else perAddress.delete(address)
    })
  })
}
