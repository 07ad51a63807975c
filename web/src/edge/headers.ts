/**
 * What a page answer tells the edge (web/server.ts applies it to every answer): a page the cache served
 * gets its keys and a day's lifetime at the edge, while purges get through; Cache-Control stays as it is.
 * The cache tags never leave the server (docs/architecture.md, "The edge as fresh as the origin").
 */
import type {ServerResponse} from 'node:http'
import {CACHE_TAGS_HEADER} from './cacheHandler.mjs'
import {EDGE_LIFETIME, edgeFromEnv, edgeKeys, type Edge, type Env} from './cdns.mjs'
import {purgesFailingSince} from './purge.mjs'

/** The headers to add for the CDN, given the answer's Cache-Control and cache tags; none when it must not be kept long. */
export function edgeHeaders(edge: Edge | null, cacheControl: unknown, tags: unknown, purgesFailing: boolean): Record<string, string> {
  if (!edge || purgesFailing || typeof cacheControl !== 'string' || !/^public\b/.test(cacheControl)) return {}
  const keys = edgeKeys(typeof tags === 'string' ? tags : null, edge)
  return keys ? {[edge.keyHeader]: keys.join(edge.separator), [edge.lifetimeHeader]: EDGE_LIFETIME} : {}
}

/** Sets the CDN's headers on `response` just before its head is written, and removes the cache tags. */
export function applyEdgeHeaders(response: ServerResponse, env: Env = process.env) {
  const edge = edgeFromEnv(env)
  const writeHead = response.writeHead
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const tags = response.getHeader(CACHE_TAGS_HEADER)
    response.removeHeader(CACHE_TAGS_HEADER)
    const headers = edgeHeaders(edge, response.getHeader('cache-control'), tags, purgesFailingSince() !== null)
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
}
