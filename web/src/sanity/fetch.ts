/**
 * The one data door for pages: loaders.ts calls sanityFetch with a query from queries/ and its tags; the
 * result type comes from TypeGen. Visitors read published content cached (unstable_cache) under the tags;
 * an editor in draft mode reads the perspective chosen in Presentation, uncached (previewPerspective.ts).
 */
import type {ClientReturn, QueryParams} from '@sanity/client'
import {unstable_cache} from 'next/cache'
import {checkedAnswer} from './checkedAnswer'
import {isPreviewing} from './draftMode'
import {renderedFromLastGood} from './lastGoodRenders'
import {previewPerspective} from './previewPerspective'
import {NoLastGoodAnswer, readPreview, readPublishedOrLastGood, sourceKey} from './source'
import {SITE_TAG} from './tags'

export async function sanityFetch<const Q extends string>({
  query,
  params = {},
  tags = [],
}: {
  query: Q
  params?: QueryParams
  tags?: string[]
}): Promise<ClientReturn<Q, unknown>> {
  if (await isPreviewing()) return fetchPreview(query, params)
  // Not Next's fetch cache: it revalidates in the background without the abort signal, so a hanging Lake
  // would hold that page's revalidations forever. A last good answer is cached like a fresh one, its tags
  // noted (lastGoodRenders.ts). Answers are cut to @site/layout's limits and checked (checkedAnswer.ts).
  const load = async () => {
    try {
      const {answer, fromLastGood} = await readPublishedOrLastGood(query, params)
      if (fromLastGood) renderedFromLastGood(tags)
      return checkedAnswer(query, answer)
    } catch (error) {
      if (error instanceof NoLastGoodAnswer) renderedFromLastGood(tags)
      throw error
    }
  }
  return unstable_cache(load, [sourceKey(), query, JSON.stringify(params)], {tags: [SITE_TAG, ...tags]})()
}

/**
 * Draft mode only: never cached, so no visitor can be served what an editor previewed (a draft or a
 * release's version); checked as published answers are.
 */
export async function fetchPreview<const Q extends string>(query: Q, params: QueryParams): Promise<ClientReturn<Q, unknown>> {
  return checkedAnswer(query, await readPreview(query, params, await previewPerspective()))
}
