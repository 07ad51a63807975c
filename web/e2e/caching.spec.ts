/**
 * What a CDN in front of the site may keep: pages briefly (so an edge never serves a page more than
 * a minute older than the last publish), hashed build files for a year, immutable.
 */
import {expect, test} from '@playwright/test'
import {edgeStalenessAfterPublishS} from '../src/publish/consistencyWait'
import {startPublishServer} from '../test/support/productionServer'

function directives(header: string | undefined) {
  return Object.fromEntries(
    (header ?? '').split(',').map((part) => {
      const [name, value] = part.trim().split('=')
      return [name!.toLowerCase(), value === undefined ? true : Number(value)]
    }),
  )
}

test('pages: browsers ask again, and a CDN serves a page at most a minute after its publish', async ({request}) => {
  for (const path of ['/', '/pilots', '/pilot/givify', '/beacon/today-tomorrow', '/about']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const cache = directives(response.headers()['cache-control'])
    expect(cache['max-age'], path).toBe(0)
    expect(cache['s-maxage'], path).toBeGreaterThan(0)
    expect(cache['stale-while-revalidate'], path).toBeGreaterThan(0)
    // The site's first answer after a publish may be the previous page (next test): the edge can keep
    // that for one more shared lifetime, so the shared max-age counts twice.
    const worstCase = edgeStalenessAfterPublishS({
      sharedMaxAge: Number(cache['s-maxage']),
      staleWhileRevalidate: Number(cache['stale-while-revalidate']),
    })
    expect(worstCase, `${path}: ${response.headers()['cache-control']}`).toBeLessThanOrEqual(60)
  }
})

test('the first answer after a publish is the previous page, with the same shared lifetime', async () => {
  test.setTimeout(120_000)
  const server = await startPublishServer()
  try {
    const before = await fetch(`${server.url}/pilot/givify`)
    const previousTitle = String(server.findDocument('pilot-givify').title)
    expect(await before.text()).toContain(previousTitle)
    const title = 'Givify, Reaching the Edge Within a Minute'
    server.editDocument('pilot-givify', (doc) => ({...doc, title}))
    expect((await server.webhook(JSON.stringify({_id: 'pilot-givify', _type: 'pilot', slug: 'givify'}))).status).toBe(200)

    // What a CDN fetching right after the publish would store: the previous page, as cacheable as ever.
    const first = await fetch(`${server.url}/pilot/givify`)
    const html = await first.text()
    expect(html).toContain(previousTitle)
    expect(html).not.toContain(title)
    expect(first.headers.get('x-nextjs-cache')).toBe('STALE')
    expect(first.headers.get('cache-control')).toBe(before.headers.get('cache-control'))
    expect(directives(first.headers.get('cache-control') ?? '')['s-maxage']).toBeGreaterThan(0)
  } finally {
    await server.stop()
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
