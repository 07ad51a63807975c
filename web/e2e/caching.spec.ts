/**
 * What a CDN in front of the site may keep: pages briefly (so an edge never serves a page more than
 * a minute older than the last publish), hashed build files for a year, immutable.
 */
import {expect, test} from '@playwright/test'
import {PAGE_MAX_STALENESS_S} from '../src/caching/cachePolicy'

function directives(header: string | undefined) {
  return Object.fromEntries(
    (header ?? '').split(',').map((part) => {
      const [name, value] = part.trim().split('=')
      return [name!.toLowerCase(), value === undefined ? true : Number(value)]
    }),
  )
}

test('pages: browsers ask again, shared caches keep them at most a minute including stale-while-revalidate', async ({request}) => {
  expect(PAGE_MAX_STALENESS_S).toBeLessThanOrEqual(60)
  for (const path of ['/', '/pilots', '/pilot/givify', '/beacon/today-tomorrow', '/about']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const cache = directives(response.headers()['cache-control'])
    expect(cache['max-age'], path).toBe(0)
    expect(cache['s-maxage'], path).toBeGreaterThan(0)
    expect(cache['stale-while-revalidate'], path).toBeGreaterThan(0)
    expect(Number(cache['s-maxage']) + Number(cache['stale-while-revalidate']), path).toBeLessThanOrEqual(60)
  }
})

test('hashed build files: a year, immutable', async ({request}) => {
  const html = await (await request.get('/')).text()
  const assets = [...html.matchAll(/\/_next\/static\/[^"'\s]+\.(?:js|css|woff2)/g)].map((match) => match[0]).slice(0, 5)
  expect(assets.length).toBeGreaterThan(0)
  for (const asset of assets) {
    const response = await request.get(asset)
    expect(response.status(), asset).toBe(200)
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable')
  }
})
