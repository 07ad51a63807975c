/**
 * The Content Lake path is real code: the real next-sanity client, pointed through its API host
 * setting at a local stand-in of Sanity's query endpoint, must return for every query in
 * queries.ts exactly what the embedded source returns over the same dataset.
 */
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest'
import * as queries from '@/sanity/queries'
import {createLakeClient} from '@/sanity/sources/lake'
import {queryEmbedded} from '@/sanity/sources/embedded'
import {embeddedDatasetFile} from '@/sanity/env'
import {FIRST_PAGE_PARAMS} from '@/sanity/listParams'
import {lakeImagePrefix, startLakeStandIn} from '@site/lake-standin'

// Outside a Next server there is no cache to keep entries in: the data door's cache passes through.
vi.mock('next/cache', () => ({unstable_cache: <T>(load: T) => load}))

const projectId = 'test0proj'
const dataset = 'production'
let standIn: Awaited<ReturnType<typeof startLakeStandIn>>

beforeAll(async () => {
  standIn = await startLakeStandIn({file: embeddedDatasetFile, projectId, dataset})
})
afterAll(() => standIn?.close())

/**
 * The catch-up's questions read the Lake's clock and revisions, which the bundled file has no
 * counterpart of: they are answered by the stand-in in e2e/catch-up.spec.ts and test/catch-up/.
 */
const LAKE_ONLY = new Set(['publishedChangesQuery', 'publishedIndexQuery'])
const allQueries: [string, string][] = Object.entries(queries).filter(([name, query]) => typeof query === 'string' && !LAKE_ONLY.has(name))
const slugs = async () => queryEmbedded<string[]>(embeddedDatasetFile, '', '*[defined(slug.current)].slug.current')

describe('Content Lake source', () => {
  test('queries.ts defines queries to compare', () => {
    expect(allQueries.length).toBeGreaterThan(0)
  })

  test('every query returns the same result from the Lake client as from the bundled dataset', async () => {
    const client = createLakeClient({projectId, dataset, apiVersion: '2025-09-01', apiHost: standIn.apiHost})
    const prefix = lakeImagePrefix(projectId, dataset)
    const allSlugs = await slugs()
    expect(allSlugs.length).toBeGreaterThan(0)
    for (const [name, query] of allQueries) {
      // Sliced lists take their first page's params; a query ignores those it does not name.
      const paramSets = (query.includes('$slug') ? allSlugs.map((slug) => ({slug})) : [{}]).map((params) => ({
        ...FIRST_PAGE_PARAMS,
        ...params,
      }))
      for (const params of paramSets) {
        const fromLake = await client.fetch(query, params)
        const fromEmbedded = await queryEmbedded(embeddedDatasetFile, prefix, query, params)
        expect(fromLake, `${name} ${JSON.stringify(params)}`).toEqual(fromEmbedded)
      }
    }
    expect(standIn.requests.every((line) => line.includes(`/data/query/${dataset}`))).toBe(true)
  })

  test('Lake images resolve to the Sanity image CDN with intrinsic dimensions', async () => {
    const client = createLakeClient({projectId, dataset, apiVersion: '2025-09-01', apiHost: standIn.apiHost})
    const images = await client.fetch<{url: string; width: number; height: number}[]>(
      '*[_type == "sanity.imageAsset"]{url, "width": metadata.dimensions.width, "height": metadata.dimensions.height}',
    )
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) {
      expect(image.url.startsWith(`https://cdn.sanity.io/images/${projectId}/${dataset}/`)).toBe(true)
      expect(image.width).toBeGreaterThan(0)
      expect(image.height).toBeGreaterThan(0)
    }
  })

  /** Runs `body` with a fresh copy of the data door, configured by env to read the stand-in. */
  async function withLakeDoor(body: (door: typeof import('@/sanity/fetch') & typeof import('@/sanity/remembered')) => Promise<void>) {
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', projectId)
    vi.stubEnv('NEXT_PUBLIC_SANITY_DATASET', dataset)
    vi.stubEnv('SANITY_API_HOST', standIn.apiHost)
    vi.resetModules()
    try {
      await body({...(await import('@/sanity/fetch')), ...(await import('@/sanity/remembered'))})
    } finally {
      vi.restoreAllMocks()
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  }

  test('the data door reads the Lake when a project is configured by env', () =>
    withLakeDoor(async ({sanityFetch}) => {
      const before = standIn.requests.length
      const query = '*[_type == $type]{_id} | order(_id asc)'
      // Partners: the stand-in gives images Lake-format ids (from the file's hash), the embedded source does not.
      const fromDoor = await sanityFetch({query, params: {type: 'partner'}, tags: ['test']})
      expect(standIn.requests.length).toBe(before + 1)
      expect(fromDoor).toEqual(await queryEmbedded(embeddedDatasetFile, '', query, {type: 'partner'}))
    }))

  test('an remembered answer from the Lake is kept a moment, and asked again at once after a publish this process hears of', () =>
    withLakeDoor(async ({publishedRemembered, forgetRememberedAnswers}) => {
      // One instant throughout, so the answer's short lifetime cannot end between two asks.
      vi.spyOn(Date, 'now').mockReturnValue(Date.now())
      const ask = () => publishedRemembered({query: 'count(*[_type == $type])', params: {type: 'teamMember'}})
      const before = standIn.requests.length
      const first = await ask()
      await ask()
      expect(standIn.requests.length - before).toBe(1)
      forgetRememberedAnswers()
      expect(await ask()).toBe(first)
      expect(standIn.requests.length - before).toBe(2)
    }))
})
