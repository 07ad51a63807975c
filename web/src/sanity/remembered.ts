/**
 * Published answers kept in this process only, read by the proxy and the routes (web/src/addresses/): a
 * type's addresses, the lists' lengths, the editors' redirects. Never in the data cache, never adding tags to
 * the page that asks; from the Lake, read again only after a publish (publishedVersion.ts).
 */
import type {ClientReturn, QueryParams} from '@sanity/client'
import {isPreviewing} from './draftMode'
import {fetchPreview} from './fetch'
import {lakeUnreachableSince} from './lakeHealth'
import {publishedContentChanged} from './publishedVersion'
import {freshnessKey, lakeClient, readPublishedOrLastGood} from './source'

/**
 * The remembered answers, one store per process: the proxy and the routes load this module in bundles
 * of their own, and both read a type's addresses (proxy.ts refuses unknown slugs from them).
 */
type RememberedStore = Map<string, KeptAnswer>
/**
 * An answer and the content version it was asked under. `stopgap`: it is not the Lake's answer (a last
 * good one, or the one before, while the Lake could not be read), so it is asked again once the Lake answers.
 */
type KeptAnswer = {version: string; value: Promise<unknown>; stopgap: boolean}
const UNTAGGED = Symbol.for('site.rememberedAnswers')
function rememberedStore(): RememberedStore {
  const holder = globalThis as typeof globalThis & {[UNTAGGED]?: RememberedStore}
  holder[UNTAGGED] ??= new Map()
  return holder[UNTAGGED]
}

/** A remembered answer (see above), for small answers a page must not depend on as a whole (a type's addresses). */
export async function sanityFetchRemembered<const Q extends string>({query, params = {}}: {query: Q; params?: QueryParams}) {
  if (await isPreviewing()) return fetchPreview(query, params)
  return publishedRemembered({query, params})
}

/** sanityFetchRemembered's published answer, whoever asks: for the proxy, which settles draft mode itself. */
export function publishedRemembered<const Q extends string>({query, params = {}}: {query: Q; params?: QueryParams}) {
  const remembered = rememberedStore()
  const version = freshnessKey()
  const key = JSON.stringify([query, params])
  const kept = remembered.get(key)
  if (kept?.version === version && !(kept.stopgap && lakeUnreachableSince() === null))
    return kept.value as Promise<ClientReturn<Q, unknown>>
  const entry: KeptAnswer = {version, value: Promise.resolve(), stopgap: false}
  // No fetch cache option for the Lake: a `no-store` fetch in a page being rendered for the cache
  // stops that render (DYNAMIC_SERVER_USAGE, a 500), and nothing here is stored in the data cache.
  const asked = readPublishedOrLastGood(query, params, {noStore: false}).then(({answer, fromLastGood}) => {
    entry.stopgap = fromLastGood
    return answer
  })
  // A Lake that fails keeps the last answer this process had (else the last good one on disk); with none, the error goes to the caller.
  const value = kept
    ? asked.catch(() => {
        entry.stopgap = true
        return kept.value as Promise<ClientReturn<Q, unknown>>
      })
    : asked
  entry.value = value
  remembered.set(key, entry)
  value.catch(() => {
    if (remembered.get(key)?.value === value) remembered.delete(key)
  })
  return value
}

/**
 * Called by publish/invalidate.ts: every remembered answer is asked again on its next use (a failing source
 * still falls back to it), so a slug published a moment ago is a page here at once.
 */
export function forgetRememberedAnswers() {
  for (const answer of rememberedStore().values()) answer.version = ''
  if (lakeClient) publishedContentChanged()
}
