/**
 * What a page answer tells the CDN in front of the site (web/server.ts applies it to every answer):
 * with a CDN configured (cdns.mjs) and its purges getting through (purge.mjs), a page the cache
 * served goes out with the keys of what it shows (from the cache tags its render used: its
 * documents, the lists it shows, Site settings) and a day's lifetime at that CDN; Cache-Control, which
 * browsers and other caches read, stays as it is. A page rendered for this very request (its tags not
 * known yet), a private answer, or any answer while purges fail goes out as without a CDN. The cache
 * tags never leave the server.
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
