/**
 * Every page's loader asks only for cache tags the publish webhook emits for some document of the
 * bundled dataset (or for a new document of a routed type), so no page waits for a revalidation
 * that never comes. And each slugged route's address list answers what a visitor asks for.
 */
import {readFileSync} from 'node:fs'
import {describe, expect, test} from 'vitest'
import {judgeSlug} from '@/sanity/addresses'
import {embeddedDatasetFile} from '@/sanity/env'
import * as loaders from '@/sanity/loaders'
import {SITE_TAG, tagsForDocument} from '@/sanity/tags'
import {runQuery} from './embedded'

type Doc = {_id: string; _type: string; slug?: {current?: string}; finalist?: {_ref: string}}
const documents = readFileSync(embeddedDatasetFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc)
const byId = new Map(documents.map((doc) => [doc._id, doc]))

/** What the webhook sends for each document (the README's projection), turned into tags. */
const emitted = new Set(
  documents.flatMap((doc) =>
    tagsForDocument({
      _id: doc._id,
      _type: doc._type,
      slug: doc.slug?.current ?? (doc.finalist ? byId.get(doc.finalist._ref)?.slug?.current : null),
    }),
  ),
)

const requests = [
  loaders.loadSiteSettings.request(),
  loaders.loadHomePage.request(),
  loaders.loadAboutPage.request(),
  loaders.loadContactPage.request(),
  loaders.loadPrivacyPolicyPage.request(),
  loaders.loadSummitPage.request(),
  loaders.loadGenevaSummitPage.request(),
  loaders.loadNominationPage.request(),
  loaders.loadPilotsPage.request(),
  loaders.loadGetInspiredPage.request(),
  loaders.loadPilotSlugs.request(),
  loaders.loadPilot.request('givify'),
  loaders.loadArticleSlugs.request(),
  loaders.loadArticle.request('manifesto'),
  loaders.loadBeaconSlugs.request(),
  loaders.loadBeacon.request('today-tomorrow'),
  loaders.loadSitemap.request(),
]

describe('loaders', () => {
  test('every cache tag a page uses is one the webhook emits', () => {
    const used = new Set(requests.flatMap((request) => request.tags))
    expect([...used].filter((tag) => !emitted.has(tag))).toEqual([])
    // Site settings reach every page through the site-wide tag, which every fetch carries.
    expect(tagsForDocument({_type: 'siteSettings'})).toEqual([SITE_TAG])
    expect(used.has('siteSettings')).toBe(false)
  })

  test("a new slug's page is tagged with the tag its first publish emits", () => {
    expect(loaders.loadPilot.request('a-new-pilot').tags).toContain(tagsForDocument({_type: 'pilot', slug: 'a-new-pilot'})[1])
    expect(loaders.loadArticle.request('a-new-article').tags).toContain(tagsForDocument({_type: 'article', slug: 'a-new-article'})[1])
  })
})

describe('slugged addresses', () => {
  test('a current slug is a page, an earlier one moves to the current one, anything else is unknown', async () => {
    const pilots = await runQuery(loaders.loadPilotSlugs.request().query)
    expect(pilots.map((pilot) => pilot.slug)).toContain('givify')
    expect(judgeSlug(pilots, 'givify')).toEqual({status: 'current'})
    expect(judgeSlug(pilots, 'no-such-pilot')).toEqual({status: 'unknown'})
    const renamed = pilots.map((pilot) => (pilot.slug === 'givify' ? {slug: 'givify-2', previousSlugs: ['givify']} : pilot))
    expect(judgeSlug(renamed, 'givify')).toEqual({status: 'moved', slug: 'givify-2'})
    expect(judgeSlug(renamed, 'givify-2')).toEqual({status: 'current'})
  })

  test('Beacon pages are addressed by their finalist, with its earlier slugs', async () => {
    const beacons = await runQuery(loaders.loadBeaconSlugs.request().query)
    expect(beacons).toContainEqual({slug: 'today-tomorrow', previousSlugs: []})
  })
})
