/**
 * One site address for every page: a server started with another NEXT_PUBLIC_SITE_URL than its build
 * had still names one origin everywhere, in a page the build prerendered, in a page rendered on demand
 * (a pilot published after the build) and in the sitemap re-rendered by that publish; and it says at
 * start that the run-time address is not the one in use.
 */
import {expect, test} from '@playwright/test'
import {startPublishServer, type Doc} from '../test/support/productionServer'

const RUNTIME_ADDRESS = 'https://runtime-only-address.example.org'

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? ''

test('a prerendered page and one rendered on demand name the same canonical origin', async () => {
  const server = await startPublishServer({env: {NEXT_PUBLIC_SITE_URL: RUNTIME_ADDRESS}})
  try {
    const givify = server.findDocument('pilot-givify')
    const pilot: Doc = {...givify, _id: 'pilot-tide-line', title: 'Tide Line Giving', slug: {_type: 'slug', current: 'tide-line'}}
    server.putDocument(pilot)
    const publish = await server.webhook(JSON.stringify({_id: pilot._id, _type: pilot._type, slug: 'tide-line', previousSlug: null}))
    expect(publish.status).toBe(200)

    const prerendered = await server.page('/pilot/givify')
    const onDemand = await server.page('/pilot/tide-line')
    expect([prerendered.status, onDemand.status]).toEqual([200, 200])
    const origins = {
      prerendered: new URL(canonicalOf(prerendered.html)).origin,
      onDemand: new URL(canonicalOf(onDemand.html)).origin,
    }
    expect(origins.onDemand).toBe(origins.prerendered)

    // The sitemap, re-rendered after the publish, lists the new page at the same origin.
    const {html: sitemap} = await server.pageCarrying('/sitemap.xml', '/pilot/tide-line<')
    const sitemapOrigins = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).origin))
    expect([...sitemapOrigins]).toEqual([origins.prerendered])

    // The build had no address of its own (localhost), so the run-time one differs: the server says so.
    expect(origins.prerendered).not.toBe(RUNTIME_ADDRESS)
    expect(server.logs.join('')).toContain(`NEXT_PUBLIC_SITE_URL is ${RUNTIME_ADDRESS} at run time`)
  } finally {
    await server.stop()
  }
})
