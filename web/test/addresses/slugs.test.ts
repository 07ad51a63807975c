/**
 * What a route makes of a slug (requireCurrentSlug): a page, a 308 to the current address, or the
 * not-found page, asked once per render. React's `cache` memoizes for one request inside Next only;
 * here it is given one memo per test, as one render has one.
 */
import {beforeEach, describe, expect, test, vi} from 'vitest'

const reads = vi.hoisted(() => ({list: [] as string[], tagged: [] as string[], memo: new Map<string, unknown>()}))

vi.mock('react', async (original) => ({
  ...(await original<typeof import('react')>()),
  cache:
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      const key = JSON.stringify([fn.toString(), args])
      if (!reads.memo.has(key)) reads.memo.set(key, fn(...args))
      return reads.memo.get(key) as R
    },
}))
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('not found')
  },
  permanentRedirect: (to: string) => {
    throw new Error(`308 ${to}`)
  },
}))
vi.mock('@/sanity/remembered', () => ({
  sanityFetchRemembered: async ({params}: {params: {type: string}}) => {
    reads.list.push(params.type)
    return [{slug: 'givify', previousSlugs: ['givify-old']}]
  },
  publishedRemembered: async () => [],
}))
vi.mock('@/sanity/loaders', () => ({
  loadAddresses: Object.assign(
    async (type: string) => {
      reads.tagged.push(type)
      return [{slug: 'givify', previousSlugs: ['givify-old']}]
    },
    {request: (type: string) => ({query: 'addresses', params: {type}})},
  ),
}))

const {requireCurrentSlug} = await import('@/addresses/currentSlug')

beforeEach(() => {
  reads.list = []
  reads.tagged = []
  reads.memo.clear()
})

describe('requireCurrentSlug', () => {
  test('a render asks once whether the slug is current: its metadata and its page share the answer', async () => {
    await requireCurrentSlug('pilot', 'givify')
    await requireCurrentSlug('pilot', 'givify')
    expect(reads.list).toEqual(['pilot'])
  })

  test('an earlier slug moves (308) to the current address, with the suffix it asked for', async () => {
    await expect(requireCurrentSlug('pilot', 'givify-old', '/opengraph-image')).rejects.toThrow('308 /pilot/givify/opengraph-image')
  })

  test('an unknown slug is the not-found page, tied to the type’s cached address list', async () => {
    await expect(requireCurrentSlug('pilot', 'made-up')).rejects.toThrow('not found')
    expect(reads.tagged).toEqual(['pilot'])
  })
})
