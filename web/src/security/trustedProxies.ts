/**
 * Which client a request comes from: its connection's address or, from a proxy listed in SITE_TRUSTED_PROXIES,
 * the nearest untrusted address it forwards in X-Forwarded-For (read by proxy-addr). Configured once by
 * web/server.ts; a setting proxy-addr cannot read stops the server at start.
 */
import type {IncomingMessage} from 'node:http'
import proxyAddr from 'proxy-addr'

type Trust = (address: string, hop: number) => boolean

const trustNobody: Trust = () => false
let trust: Trust = trustNobody

export function trustProxies(entries: string[]) {
  try {
    trust = entries.length > 0 ? proxyAddr.compile(entries) : trustNobody
  } catch (error) {
    throw new Error(`SITE_TRUSTED_PROXIES: ${(error as Error).message} (expected addresses or CIDR ranges, comma-separated)`, {
      cause: error,
    })
  }
}

/** Whether a connection from this address is a trusted proxy's. */
export const isTrustedProxy = (address: string | undefined) => address !== undefined && trust(address, 0)

/** The request's client, as above; 'unknown' for a connection already gone. */
export function clientOf(request: IncomingMessage): string {
  if (!request.socket.remoteAddress) return 'unknown'
  return proxyAddr(request, trust)
}
