/** Unit tests of the redirect rules the Studio, the import and the site's proxy share: every refusal's message. */
import {describe, expect, test} from 'vitest'
import {
  fixedAddressOwner,
  MAX_NOTE_LENGTH,
  MAX_REDIRECTS,
  NOT_FOUND_PAGE,
  noteProblem,
  outsideUrlProblem,
  redirectCountProblem,
  redirectKey,
  redirectProblems,
  type AddressLookup,
} from '../src/index.ts'

/** A site with one pilot, Givify, once published as /pilot/old-givify, and one redirect from /summit. */
const lookup: AddressLookup = {
  currentHolder: (type, slug) => (type === 'pilot' && slug === 'givify' ? {title: 'Givify', kind: 'Pilot'} : null),
  earlierHolder: (type, slug) => (type === 'pilot' && slug === 'old-givify' ? {title: 'Givify', kind: 'Pilot'} : null),
  otherRedirect: (key) => (key === '/summit' ? {from: '/Summit/', to: '/innovation-summit'} : null),
}

const toPage = (from: string, toPath = '/nominate-beacon') => redirectProblems({from, hasTo: true, toPath}, lookup)

describe('how a redirect’s address is compared', () => {
  test('letter case, trailing slashes and percent-encoding do not matter', () => {
    expect(redirectKey('/Index.php/Innovation-In-Fundraising-Summit/')).toBe('/index.php/innovation-in-fundraising-summit')
    expect(redirectKey('/summit//')).toBe('/summit')
    expect(redirectKey('/caf%C3%A9')).toBe(redirectKey('/Café'))
    expect(redirectKey('/')).toBe('/')
    expect(redirectKey('/100%')).toBeNull()
  })
})

describe('what a redirect may be', () => {
  test('an address of no page, to a page of the site or an outside https address, is accepted', async () => {
    expect(await toPage('/flyer-2027')).toEqual([])
    expect(await toPage('/index.php/innovation-in-fundraising-summit/')).toEqual([])
    // A pilot's address no pilot has, now or before: a retired page's address may lead to its successor.
    expect(await toPage('/pilot/retired-pilot', '/pilots')).toEqual([])
    expect(await redirectProblems({from: '/report', hasTo: false, url: 'https://example.org/report.pdf'}, lookup)).toEqual([])
  })

  test('the address must be a path of this site, written plainly', async () => {
    expect(await toPage('')).toEqual(['Write the old or short address, e.g. /summit.'])
    expect(await toPage('summit')).toEqual([
      'Write an address of this site starting with a single “/”, e.g. /summit (the part after the domain).',
    ])
    expect(await toPage('//evil.example/x')).toEqual([
      'Write an address of this site starting with a single “/”, e.g. /summit (the part after the domain).',
    ])
    expect(await toPage('/summit?year=2027')).toEqual([
      'Leave out “?…” and “#…”: a redirect matches the path, and passes a query string on to its page.',
    ])
    expect(await toPage('/innovation summit')).toEqual(['An address has no spaces: use hyphens, e.g. /innovation-summit.'])
    expect(await toPage('/100%')).toEqual(['This address has a “%” that is not part of an encoded character: remove it.'])
    expect(await toPage(`/${'a'.repeat(600)}`)).toEqual(['Keep the address under 512 characters.'])
  })

  test('a live page’s address is refused, naming the page, whatever its case or final slash', async () => {
    expect(await toPage('/About/')).toEqual([
      '/About/ is the address of the About page, which is live: a redirect cannot take it over. Choose another address.',
    ])
    expect(await toPage('/')).toEqual([
      '/ is the address of the Home page, which is live: a redirect cannot take it over. Choose another address.',
    ])
    expect(await toPage('/pilot/givify')).toEqual([
      '/pilot/givify is the address of “Givify” (Pilot), which is live: a redirect cannot take it over. Choose another address.',
    ])
    expect(await toPage('/pilots/page/2')).toEqual([
      '/pilots/page/2 is the address of the numbered pages of the pilots list, which is live: a redirect cannot take it over. Choose another address.',
    ])
    expect(await toPage('/sitemap.xml')).toEqual([
      '/sitemap.xml is the address of the sitemap, which is live: a redirect cannot take it over. Choose another address.',
    ])
  })

  test('a page’s earlier address, and another redirect’s address, are refused naming them', async () => {
    expect(await toPage('/pilot/old-givify')).toEqual([
      '/pilot/old-givify is an earlier address of “Givify” (Pilot), which already leads there: no redirect is needed.',
    ])
    expect(await toPage('/SUMMIT')).toEqual([
      'Another redirect already has this address (/Summit/ → /innovation-summit): edit that one instead.',
    ])
  })

  test('the target: one page or one outside https address, never its own address', async () => {
    expect(await redirectProblems({from: '/x', hasTo: false}, lookup)).toEqual([
      'Choose the page it leads to, or write an outside address.',
    ])
    expect(await redirectProblems({from: '/x', hasTo: true, toPath: '/about', url: 'https://example.org'}, lookup)).toEqual([
      'Choose a page of this site or write an outside address, not both.',
    ])
    expect(await redirectProblems({from: '/x', hasTo: false, url: 'http://example.org'}, lookup)).toEqual([
      'Use an outside address that starts with https:// (a secure page).',
    ])
    expect(await redirectProblems({from: '/x', hasTo: false, url: 'example.org'}, lookup)).toEqual([
      'Write the whole outside address, starting with https://.',
    ])
    expect(await redirectProblems({from: '/x', hasTo: false, url: 'https://me:secret@example.org'}, lookup)).toEqual([
      'Leave out the name and password in the address.',
    ])
    expect(await toPage('/Join-2027/', '/join-2027')).toEqual(['This redirect leads to its own address: choose another page.'])
    expect(await redirectProblems({from: '/x', hasTo: true, toPath: null}, lookup)).toEqual([
      'The chosen page has no address yet: give it one, or choose another page.',
    ])
  })

  test('addresses only the route table knows need no content', () => {
    expect(fixedAddressOwner('/contact')).toBe('the Contact page')
    expect(fixedAddressOwner('/api/revalidate')).toBe('the site’s publish and preview services')
    expect(fixedAddressOwner('/get-inspired/articles/page/9')).toBe('the numbered pages of the articles list')
    expect(fixedAddressOwner('/summit')).toBeNull()
    expect(fixedAddressOwner('/pilot/givify')).toBeNull()
  })
})

describe('addresses the site answers itself, which no redirect may take', () => {
  const taken = (from: string) => redirectProblems({from, hasTo: true, toPath: '/contact'}, lookup)

  test('every page’s share image: a single page’s, a slugged page’s, a numbered page’s, in any case', async () => {
    expect(await taken('/about/opengraph-image')).toEqual([
      '/about/opengraph-image is the address of the share image of the About page, which is live: a redirect cannot take it over. Choose another address.',
    ])
    for (const from of [
      '/get-inspired/opengraph-image',
      '/pilots/page/2/opengraph-image',
      '/pilot/retired-pilot/opengraph-image',
      '/join-2027/OpenGraph-Image/',
      '/opengraph-image',
    ])
      expect(await taken(from), from).toEqual([expect.stringMatching(/is the address of the share image of .*, which is live/)])
  })

  test('Next’s own addresses: the not-found page, its error page, page data files, scripts, icons, robots and sitemap', async () => {
    expect(fixedAddressOwner(NOT_FOUND_PAGE)).toBe('the site’s not-found page')
    expect(NOT_FOUND_PAGE).toBe('/_not-found')
    for (const from of [
      '/_not-found',
      '/_Not-Found/',
      '/_global-error',
      '/about.rsc',
      '/pilots/page/2.rsc',
      '/about.segments/_tree.segment.rsc',
      '/_next/static/chunks/a.js',
      '/icon.svg',
      '/apple-icon',
      '/robots.txt',
      '/sitemap.xml',
    ])
      expect(await taken(from), from).toEqual([expect.stringContaining('which is live: a redirect cannot take it over')])
  })
})

describe('outside addresses', () => {
  const SITE = 'https://www.fundraising-innovation.example'
  const outside = (url: string, site: string | null = SITE) => redirectProblems({from: '/x', hasTo: false, url}, lookup, {siteUrl: site})

  test('an address on the site’s own host (with or without www, any case or port) is refused: it would loop', async () => {
    for (const url of [
      'https://www.fundraising-innovation.example/about',
      'https://FUNDRAISING-innovation.example/x',
      'https://www.fundraising-innovation.example:443/',
    ])
      expect(await outside(url), url).toEqual([
        'This is an address of this site (fundraising-innovation.example): choose the page under “To a page of this site” instead.',
      ])
    expect(await outside('https://other.example/about')).toEqual([])
    expect(await outside('https://fundraising-innovation.example.evil.example/')).toEqual([])
    // Without a configured site address, only the other rules apply.
    expect(await outside('https://www.fundraising-innovation.example/about', null)).toEqual([])
  })

  test('ambiguous addresses, which two readers could read as two hosts, are refused', async () => {
    const refused = {
      'https://good.example\n.evil.example/':
        'An outside address has no spaces, line breaks or invisible characters: write it on one line.',
      'https://good.example/a b': 'An outside address has no spaces, line breaks or invisible characters: write it on one line.',
      'https://good.example/\u0000': 'An outside address has no spaces, line breaks or invisible characters: write it on one line.',
      'https:\\\\evil.example\\@good.example': 'An outside address has no “\\”: write it with “/”, e.g. https://example.org/report.',
      'https://good.example\\@evil.example/': 'An outside address has no “\\”: write it with “/”, e.g. https://example.org/report.',
      'https://@evil.example/': 'Leave out the name and password in the address.',
      'https://good.example@evil.example/': 'Leave out the name and password in the address.',
      'https:evil.example/x': 'Write the whole outside address, starting with https://.',
      'https:/evil.example/x': 'Write the whole outside address, starting with https://.',
      'https://０x7f.example/': 'Write the address as browsers read it: https://0x7f.example/.',
      'https://0x7f.1/': 'Write the address as browsers read it: https://127.0.0.1/.',
      'https://bücher.example/': 'Write the address as browsers read it: https://xn--bcher-kva.example/.',
    }
    for (const [url, problem] of Object.entries(refused)) expect(await outside(url), JSON.stringify(url)).toEqual([problem])
    expect(await outside('https://example.org/report.pdf?year=2027#p2')).toEqual([])
    expect(await outside('HTTPS://Example.org/Report')).toEqual([])
    expect(outsideUrlProblem('https://xn--bcher-kva.example/')).toBeNull()
  })
})

describe('the size of a redirect and of the list', () => {
  test('a note for colleagues has a few hundred characters at most, on printable characters', () => {
    expect(noteProblem('Printed on the 2027 flyer.\nKeep until 2030.')).toBeNull()
    expect(noteProblem(undefined)).toBeNull()
    expect(noteProblem('x'.repeat(MAX_NOTE_LENGTH))).toBeNull()
    expect(noteProblem('x'.repeat(MAX_NOTE_LENGTH + 1))).toBe(
      `Keep the note under ${MAX_NOTE_LENGTH} characters: it is a reminder, not a document.`,
    )
    expect(noteProblem('a\u0000b')).toBe('The note has an invisible control character: retype it.')
    expect(noteProblem('\u001b[2Jfake summary')).toBe('The note has an invisible control character: retype it.')
  })

  test('the site holds MAX_REDIRECTS: one more is refused, in an editor’s words', () => {
    expect(MAX_REDIRECTS).toBe(2000)
    expect(redirectCountProblem(MAX_REDIRECTS - 1)).toBeNull()
    expect(redirectCountProblem(MAX_REDIRECTS)).toBe(
      'The site already has 2,000 redirects, the most it holds: delete one that is no longer needed before adding another.',
    )
  })
})
