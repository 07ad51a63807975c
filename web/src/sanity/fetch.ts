/**
 * The one data door for pages. Pages call sanityFetch (through a loader in loaders.ts) with a query from
 * queries/; the result type comes from TypeGen (the query string maps to its generated result
 * type). The source is the Content Lake when a project is configured, otherwise the bundled dataset.
 *
 * Visitors read published content, cached (unstable_cache) under the given tags so a signed publish webhook can
 * revalidate exactly the pages that use a document. An editor in draft mode reads the perspective
 * chosen in Presentation (drafts, a scheduled draft, a release or a stack of them: previewPerspective.ts),
 * uncached: from the Lake with the server-only read token and stega-encoded strings (so Visual Editing
 * can link each text to its field); from the bundled dataset with its drafts and release versions
 * standing in for their published documents.
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
  // Both sources are cached by unstable_cache under the tags. For the Lake, not by Next's fetch cache:
  // that one revalidates a stale entry in the background without the request's abort signal, so a
  // hanging Lake would hold the revalidation (and every later one of that page) with no timeout.
  // What is cached and rendered is cut to the content limits (@site/layout), and its sections checked
  // against their kinds' shapes (checkedAnswer.ts), whatever reached the source.
  // While the Lake cannot be read, the query's last good answer is rendered and cached like a fresh one,
  // and its tags are noted, so the pages that show it are rendered again once the Lake answers
  // (lastGoodRenders.ts); without one, the render fails and Next keeps serving what it had.
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
