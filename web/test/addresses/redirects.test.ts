/**
 * The site's redirects as the proxy answers them: the editors' redirects of the bundled dataset (the
 * legacy summit address) and of test documents, read by the real query, and the trailing-slash rule.
 */
import {describe, expect, test} from 'vitest'
import {MAX_REDIRECTS} from '@site/routes'
import {redirectFor, redirectTable, withoutTrailingSlash} from '@/addresses/redirects'
import {redirectsQuery} from '@/sanity/queries'
import {siteUrl} from '@/seo/siteUrl'
import {runQuery, runQueryWith} from '../embedded'

const LEGACY = '/index.php/innovation-in-fundraising-summit/'

const redirect = (id: string, fields: Record<string, unknown>) => ({_id: id, _type: 'redirect', permanent: true, ...fields})
const toPage = (ref: string) => ({_type: 'reference', _ref: ref, _weak: true})

describe('the editors’ redirects', () => {
  test('the launch content’s legacy summit address leads to the call for nominations, permanently, with its query', async () => {
    const table = redirectTable(await runQuery(redirectsQuery))
    expect(table.get('/index.php/innovation-in-fundraising-summit')).toEqual({location: '/nominate-beacon', status: 308, keepsQuery: true})
    expect(table.size).toBe(1)
  })

  test('the proxy answers it with or without the final slash, in any letter case, in one hop', async () => {
    for (const path of [LEGACY, LEGACY.slice(0, -1), LEGACY.toUpperCase(), `${LEGACY}/`])
      expect(await redirectFor(path), path).toEqual({location: '/nominate-beacon', status: 308, keepsQuery: true})
  })

  test('a page’s redirect follows its current address; temporary is 307; an outside address drops the query', async () => {
    const table = redirectTable(
      await runQueryWith(
        [
          redirect('redirect-givify', {from: '/Givify/', to: toPage('pilot-givify'), permanent: false}),
          redirect('redirect-report', {from: '/report', url: 'https://example.org/report.pdf'}),
        ],
        redirectsQuery,
      ),
    )
    expect(table.get('/givify')).toEqual({location: '/pilot/givify', status: 307, keepsQuery: true})
    expect(table.get('/report')).toEqual({location: 'https://example.org/report.pdf', status: 308, keepsQuery: false})
  })

  test('one the Studio would refuse is not answered: a live page, a missing target, its own address, http, a second of one address', async () => {
    const table = redirectTable(
      await runQueryWith(
        [
          redirect('redirect-about', {from: '/about/', to: toPage('pilot-givify')}),
          redirect('redirect-gone', {from: '/gone', to: toPage('pilot-deleted-long-ago')}),
          redirect('redirect-self', {from: '/pilot/givify/', to: toPage('pilot-givify')}),
          redirect('redirect-http', {from: '/insecure', url: 'http://example.org'}),
          redirect('redirect-api', {from: '/api/revalidate', to: toPage('aboutPage')}),
          redirect('redirect-spaces', {from: '/a b', to: toPage('aboutPage')}),
          redirect('redirect-first', {from: '/twice', to: toPage('aboutPage'), _createdAt: '2026-01-01T00:00:00Z'}),
          redirect('redirect-again', {from: '/TWICE', to: toPage('contactPage'), _createdAt: '2026-02-01T00:00:00Z'}),
        ],
        redirectsQuery,
      ),
    )
    expect([...table.keys()].sort()).toEqual(['/index.php/innovation-in-fundraising-summit', '/twice'])
    expect(table.get('/twice')?.location).toBe('/about')
  })

  test('none takes an address the site answers itself, or leads to the site’s own host or an ambiguous address', async () => {
    const ownHost = new URL(siteUrl).hostname
    const table = redirectTable(
      await runQueryWith(
        [
          redirect('redirect-share', {from: '/about/opengraph-image', url: 'https://evil.example/a.png'}),
          redirect('redirect-numbered-share', {from: '/pilots/page/2/opengraph-image', url: 'https://evil.example/b.png'}),
          redirect('redirect-not-found', {from: '/_not-found', url: 'https://evil.example/'}),
          redirect('redirect-flight', {from: '/about.rsc', url: 'https://evil.example/'}),
          redirect('redirect-loop', {from: '/loop', url: `https://${ownHost}/loop`}),
          redirect('redirect-newline', {from: '/newline', url: 'https://good.example\n.evil.example/'}),
          redirect('redirect-backslash', {from: '/backslash', url: 'https:\\\\evil.example\\@good.example'}),
        ],
        redirectsQuery,
      ),
    )
    expect([...table.keys()]).toEqual(['/index.php/innovation-in-fundraising-summit'])
    for (const path of ['/_not-found', '/about/opengraph-image', '/pilots/page/2/opengraph-image'])
      expect(await redirectFor(path), path).toBeNull()
  })

  test('the site reads at most MAX_REDIRECTS of them, the oldest first: one imported past the Studio’s limit is not answered', async () => {
    const extra = 10
    const many = Array.from({length: MAX_REDIRECTS + extra}, (_, i) =>
      redirect(`redirect-many-${i}`, {
        from: `/old-${i}`,
        url: 'https://example.org/',
        _createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      }),
    )
    const answer = await runQueryWith(many, redirectsQuery)
    expect(answer).toHaveLength(MAX_REDIRECTS)
    const table = redirectTable(answer)
    expect(table.has('/old-0')).toBe(true)
    expect(table.has(`/old-${MAX_REDIRECTS + extra - 1}`)).toBe(false)
  })

  test('other addresses get no editor’s redirect', async () => {
    for (const path of ['/', '/about', '/pilot/givify', '/index.php', '/summit']) expect(await redirectFor(path), path).toBeNull()
  })
})

describe('trailing slashes', () => {
  test('are removed, keeping the query', async () => {
    expect(withoutTrailingSlash('/about/')).toBe('/about')
    expect(withoutTrailingSlash('/pilot/givify//')).toBe('/pilot/givify')
    expect(withoutTrailingSlash('//')).toBe('/')
    expect(withoutTrailingSlash('/about')).toBeNull()
    expect(await redirectFor('/about/')).toEqual({location: '/about', status: 308, keepsQuery: true})
  })
})
