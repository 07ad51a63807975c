import {readdirSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {describe, expect, test} from 'vitest'
import {existsSync} from 'node:fs'
import {
  PAGE_PATH_LIST,
  PAGED_LISTS,
  RESERVED_SEGMENTS,
  SLUGGED_ROUTES,
  documentPath,
  listPagePath,
  pageNumberOf,
  pagesShowing,
  reservedSlugOwner,
  isAddressableSlug,
  usableAnchor,
  sectionPrefixes,
} from '../src'

const APP = fileURLToPath(new URL('../../../web/src/app', import.meta.url))

describe('the route table', () => {
  test('gives each kind of document its address', () => {
    expect(documentPath('pilot', 'givify')).toBe('/pilot/givify')
    expect(documentPath('finalist', 'human-rights-dao')).toBe('/beacon/human-rights-dao')
    expect(documentPath('beaconPage', 'today-tomorrow')).toBe('/beacon/today-tomorrow')
    expect(documentPath('article', 'manifesto')).toBe('/article/manifesto')
    expect(documentPath('summitPage')).toBe('/innovation-summit')
    expect(documentPath('teamMember')).toBe('/about')
    expect(documentPath('partner')).toBe('/')
    expect(documentPath('page', 'join-2027')).toBe('/join-2027')
  })

  test('has no address for a slugged document without a slug, or an unknown type', () => {
    expect(documentPath('pilot')).toBeNull()
    expect(documentPath('beaconPage')).toBeNull()
    expect(documentPath('somethingElse')).toBeNull()
  })

  test('lists every page that shows a document, its own first', () => {
    expect(pagesShowing('pilot', 'givify')).toEqual(['/pilot/givify', '/pilots'])
    expect(pagesShowing('finalist', 'cardano-impact')).toEqual(['/beacon/cardano-impact', '/get-inspired'])
    expect(pagesShowing('pilot')).toEqual(['/pilots'])
    expect(pagesShowing('siteSettings')).toEqual(PAGE_PATH_LIST)
    expect(pagesShowing('homePage')).toEqual(['/'])
    expect(pagesShowing('page', 'press')).toEqual(['/press'])
  })

  test('puts case studies in the Pilots section and beacons and articles in Get Inspired', () => {
    expect(sectionPrefixes('/pilots')).toEqual(['/pilot'])
    expect(sectionPrefixes('/get-inspired').sort()).toEqual(['/article', '/beacon'])
    expect(sectionPrefixes('/about')).toEqual([])
  })

  test('matches the route folders of the site', () => {
    const folders = new Set(
      readdirSync(APP, {withFileTypes: true})
        .filter((entry) => entry.isDirectory())
        .map((entry) => `/${entry.name}`),
    )
    for (const path of PAGE_PATH_LIST.filter((path) => path !== '/')) expect(folders, path).toContain(path)
    for (const {base} of Object.values(SLUGGED_ROUTES)) {
      expect(readdirSync(`${APP}${base}`), base || '/').toContain('[slug]')
    }
  })

  test('reserves every first path segment the site serves, so a page made in the Studio cannot take one', () => {
    // Next's special files (layout, page, not-found…) answer no address of their own, nor do its private
    // folders (`_shared`, outside routing); `[slug]` is the pages' own route.
    const special = /^(layout|page|not-found|error|global-error|loading|template|default)\.tsx$|\.(css|test\.tsx?)$|^\[slug\]$|^styles$|^_/
    const served = readdirSync(APP)
      .filter((entry) => !special.test(entry))
      .map((entry) =>
        entry.replace(/\.(tsx?|mjs)$/, '').replace(/^(robots|sitemap)$/, (name) => (name === 'robots' ? 'robots.txt' : 'sitemap.xml')),
      )
    expect(served.filter((segment) => !RESERVED_SEGMENTS.includes(segment))).toEqual([])
    for (const segment of ['about', 'pilots', 'pilot', 'article', 'beacon', 'api', '_next', 'sitemap.xml', 'robots.txt']) {
      expect(RESERVED_SEGMENTS, segment).toContain(segment)
    }
  })

  test('gives no address to a slug the Studio would refuse: malformed, a look-alike, or a top-level one the site uses', () => {
    for (const slug of ['..', '%2e%2e', 'a/b', '\uff41bout', 'Givify', 'givify--2', '-givify', 'give it', ''])
      expect(documentPath('pilot', slug), slug).toBeNull()
    for (const slug of ['about', 'api', 'sitemap.xml', 'pilot']) expect(documentPath('page', slug), slug).toBeNull()
    expect(documentPath('page', 'join-the-2027-challenge')).toBe('/join-the-2027-challenge')
    expect(documentPath('beaconPage', '..')).toBeNull()
    expect(isAddressableSlug('pilot', 'about')).toBe(true)
  })

  test('an anchor is usable only as the Studio allows it: never a name of the page’s scripts', () => {
    expect(usableAnchor('agenda')).toBe('agenda')
    expect(usableAnchor('day-2')).toBe('day-2')
    for (const anchor of ['__next_f', 'next_f', 'Agenda', '2-days', 'a b', '', null, undefined])
      expect(usableAnchor(anchor), String(anchor)).toBeNull()
  })

  test('names who owns a reserved address, and nobody for a free one', () => {
    expect(reservedSlugOwner('about')).toBe('the About page')
    expect(reservedSlugOwner('About')).toBe('the About page')
    expect(reservedSlugOwner('pilot')).toBe('the pilot case studies (/pilot/…)')
    expect(reservedSlugOwner('beacon')).toBe('the Beacon pages (/beacon/…)')
    expect(reservedSlugOwner('innovation-summit-geneve')).toBe('the Annual Event page')
    expect(reservedSlugOwner('sitemap.xml')).toBe('the sitemap')
    // The route the site draws an editor's preview of a page made in the Studio with (web/src/proxy.ts).
    expect(reservedSlugOwner('page-preview')).toBe('the previews of pages made in the Studio')
    expect(reservedSlugOwner('press')).toBeNull()
    expect(reservedSlugOwner('')).toBeNull()
  })

  test('gives each numbered page of a list its address: page 1 is the list’s own page', () => {
    expect(listPagePath('pilots', 1)).toBe('/pilots')
    expect(listPagePath('pilots', 2)).toBe('/pilots/page/2')
    expect(listPagePath('finalists', 1)).toBe('/get-inspired#showcase')
    expect(listPagePath('finalists', 3)).toBe('/get-inspired/finalists/page/3')
    expect(listPagePath('articles', 1)).toBe('/get-inspired#articles')
    expect(listPagePath('articles', 12)).toBe('/get-inspired/articles/page/12')
  })

  test('reads a page number from its address only for page 2 and on, written plainly', () => {
    expect(pageNumberOf('2')).toBe(2)
    expect(pageNumberOf('50')).toBe(50)
    for (const segment of ['1', '0', '02', '-2', '2.5', 'two', '', '1e3', '9999999']) expect(pageNumberOf(segment), segment).toBeNull()
  })

  test('has a route folder for the numbered pages of each list', () => {
    for (const {base} of Object.values(PAGED_LISTS)) expect(existsSync(`${APP}${base}/page/[page]/page.tsx`), base).toBe(true)
  })
})
