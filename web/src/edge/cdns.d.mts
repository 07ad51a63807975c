/** Types of cdns.mjs (plain JavaScript: the cache handler loads it at run time). */
/** The environment variables read (process.env, or a test's own). */
export type Env = Record<string, string | undefined>
export type Edge = {
  name: 'varnish' | 'fastly' | 'cloudflare'
  keyHeader: string
  separator: string
  lifetimeHeader: string
  keysPerCall: number
  headerBytes: number
  purgeRequest(env: Env, keys: string[]): {url: string; init: RequestInit}
}
export const EDGE_LIFETIME: string
export function edgeFromEnv(env: Env): Edge | null
export function edgeKeys(tags: string | null | undefined, edge: Edge): string[] | null
