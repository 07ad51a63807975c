/**
 * Who is asking, for the routes that budget per client (previewSecretLookups.ts): under `pnpm start` the request
 * gate writes the client's address into CLIENT_HEADER, replacing any a visitor sent; elsewhere, the last entry of
 * X-Forwarded-For. A forged one only earns its own budget: the global ceiling still holds.
 */
import type {IncomingMessage} from 'node:http'

const CLIENT_HEADER = 'x-site-client-address'

/** The gate's half: the client the gate read from the connection (trustedProxies.ts), never the visitor's word. */
export function setClientAddress(request: Pick<IncomingMessage, 'headers' | 'rawHeaders'>, address: string) {
  request.headers[CLIENT_HEADER] = address
  // rawHeaders is [name, value, name, value, …]: keep it in step with headers.
  const raw = request.rawHeaders
  const kept: string[] = []
  for (let index = 0; index + 1 < raw.length; index += 2)
    if (raw[index]!.toLowerCase() !== CLIENT_HEADER) kept.push(raw[index]!, raw[index + 1]!)
  raw.splice(0, raw.length, ...kept, CLIENT_HEADER, address)
}

/** The routes' half. */
export function clientAddress(headers: Headers): string {
  const gate = headers.get(CLIENT_HEADER)
  if (gate) return gate
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
  return forwarded || 'unknown'
}
