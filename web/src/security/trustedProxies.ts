/**
 * Which client a request comes from: the connection's address, or, when that address is a proxy the
 * operator trusts (SITE_TRUSTED_PROXIES, clientLimits.ts), the address it forwards in X-Forwarded-For
 * (the nearest one not itself trusted). Nobody else's X-Forwarded-For is read: a visitor could name
 * any address. proxy-addr (Express's) reads the header and matches addresses and CIDR ranges, IPv4
 * and IPv6; an entry it cannot read stops the server at start, naming SITE_TRUSTED_PROXIES.
 * Configured once by web/server.ts; until then every connection's address is its client.
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
