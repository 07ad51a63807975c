/** How a publish marks pages stale, by where the site runs: the previous page is served only where the site renders ahead. */
import {expect, test} from 'vitest'
import {revalidationProfile} from '@/edge/revalidation'

const ownServer = {SITE_OWN_ORIGIN: 'http://127.0.0.1:3000'}

test("under the site's own server with no CDN, stale while the server renders the new page itself", () => {
  expect(revalidationProfile(ownServer)).toBe('max')
})

test('behind a CDN it purges, and on a host where nothing renders ahead, expired at once', () => {
  expect(revalidationProfile({...ownServer, VARNISH_PURGE_URL: 'http://127.0.0.1:6091'})).toEqual({expire: 0})
  expect(revalidationProfile({})).toEqual({expire: 0})
})
