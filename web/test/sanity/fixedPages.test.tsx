/**
 * Content cannot take a fixed page down: every field of what each fixed page, pilot, article and Beacon
 * page reads (its own fields and its sections, each pilot and Beacon section kind the launch content
 * holds among them, and Site settings under the header and footer), replaced by what an import or the
 * API can write: an object, an array, a number, a list item 2,000 levels deep (a megabyte of text is
 * cut by the content limits the same way for every field: test/sanity/checkedAnswer.test.tsx).
 * Through the data door (checkedAnswer) the page still renders the way its route draws it, in bounded
 * HTML, and what is not of its field's type is not drawn.
 */
import type {ReactElement} from 'react'
import {renderToStaticMarkup} from 'react-dom/server'
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest'
import {checkedAnswer} from '@/sanity/checkedAnswer'
import {
  loadAboutPage,
  loadArticle,
  loadArticlesListPage,
  loadBeacon,
  loadContactPage,
  loadFinalistsListPage,
  loadGenevaSummitPage,
  loadGetInspiredPage,
  loadHomePage,
  loadNominationPage,
  loadPilot,
  loadPilotsPage,
  loadPrivacyPolicyPage,
  loadSiteSettings,
  loadSummitPage,
} from '@/sanity/loaders'
import {AboutBody} from '@/components/about/AboutBody'
import {ContactBody} from '@/components/contact/ContactBody'
import {GenevaSummitBody} from '@/components/events/GenevaSummitBody'
import {SummitBody} from '@/components/events/SummitBody'
import {HomeBody} from '@/components/home/HomeBody'
import {ArticleBody} from '@/components/inspire/ArticleBody'
import {ArticleGrid} from '@/components/inspire/ArticleGrid'
import {BeaconBody} from '@/components/inspire/BeaconBody'
import {FinalistGrid} from '@/components/inspire/FinalistGrid'
import {GetInspiredBody} from '@/components/inspire/GetInspiredBody'
import {NominationBody} from '@/components/nomination/NominationBody'
import {PilotBody} from '@/components/pilots/PilotBody'
import {PilotsListing} from '@/components/pilots/PilotsListing'
import {PrivacyPolicyBody} from '@/components/privacy/PrivacyPolicyBody'
import {SiteFooter} from '@/components/site/SiteFooter'
import {SiteHeader} from '@/components/site/SiteHeader'
import {runQuery} from '../embedded'
import {MARK, MALFORMED, blockPaths, deepListItem, fieldPaths, pathKind, replaced, valueAt, type Path} from '../support/malformed'

const NO_MORE = {sections: []}
const SITE_URL = 'https://example.org'
const settings = await runQuery(loadSiteSettings.request().query)
const words = settings!.pagination!
const slugsOf = async (type: string) => (await runQuery(`*[_type == "${type}" && defined(slug.current)].slug.current`)) as string[]
const beaconSlugs = (await runQuery(`*[_type == "beaconPage"].finalist->slug.current`)) as string[]
const sectionKinds = {
  pilot: (await runQuery(`array::unique(*[_type == "pilot"].sections[]._type)`)) as string[],
  beaconPage: (await runQuery(`array::unique(*[_type == "beaconPage"].sections[]._type)`)) as string[],
}

/* eslint-disable @typescript-eslint/no-explicit-any -- each page's answer is handed on as its own loader's type */
interface FixedPage {
  /** Its loader's request for each document it is drawn from (one, or each pilot, article, Beacon page). */
  requests: {query: string; params?: Record<string, unknown>}[]
  draw: (answer: any) => ReactElement
}
const PAGES: Record<string, FixedPage> = {
  home: {requests: [loadHomePage.request()], draw: (home) => <HomeBody home={home} settings={settings} more={NO_MORE} />},
  about: {requests: [loadAboutPage.request()], draw: (about) => <AboutBody about={about} more={NO_MORE} />},
  contact: {requests: [loadContactPage.request()], draw: (contact) => <ContactBody contact={contact} more={NO_MORE} />},
  'privacy policy': {
    requests: [loadPrivacyPolicyPage.request()],
    draw: (policy) => <PrivacyPolicyBody policy={policy} more={NO_MORE} />,
  },
  summit: {requests: [loadSummitPage.request()], draw: (summit) => <SummitBody summit={summit} more={NO_MORE} />},
  'Geneva summit': {
    requests: [loadGenevaSummitPage.request()],
    draw: (event) => <GenevaSummitBody event={event} more={NO_MORE} />,
  },
  nomination: {requests: [loadNominationPage.request()], draw: (call) => <NominationBody call={call} more={NO_MORE} />},
  'get inspired': {
    requests: [loadGetInspiredPage.request()],
    draw: (page) => <GetInspiredBody page={page} words={words} more={NO_MORE} />,
  },
  pilots: {
    requests: [loadPilotsPage.request()],
    draw: (page) => <PilotsListing page={page} pageNumber={1} words={words} siteUrl={SITE_URL} />,
  },
  'finalists list': {
    requests: [loadFinalistsListPage.request()],
    draw: (list) => <FinalistGrid finalists={list.finalists} count={list.finalistCount} page={2} title="Finalists" words={words} />,
  },
  'articles list': {
    requests: [loadArticlesListPage.request()],
    draw: (list) => <ArticleGrid articles={list.articles} count={list.articleCount} page={2} title="Articles" words={words} />,
  },
  pilot: {
    requests: (await slugsOf('pilot')).map((slug) => loadPilot.request(slug)),
    draw: (pilot) => <PilotBody pilot={pilot} more={NO_MORE} />,
  },
  article: {
    requests: (await slugsOf('article')).map((slug) => loadArticle.request(slug)),
    draw: (article) => <ArticleBody article={article} />,
  },
  'Beacon page': {
    requests: beaconSlugs.map((slug) => loadBeacon.request(slug)),
    // As its route: a Beacon page whose finalist is not there (not an object) is the not-found page.
    draw: (page) => (page.finalist ? <BeaconBody page={page} more={NO_MORE} /> : <></>),
  },
  'site settings': {
    requests: [loadSiteSettings.request()],
    draw: (site) => (
      <>
        <SiteHeader settings={site} />
        <SiteFooter settings={site} />
      </>
    ),
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */

interface Case {
  page: string
  field: string
  malformed: string
  query: string
  answer: object
  original: unknown
}

/** Each field of each page once: the first document that has it (a pilot section kind, say) stands for the others. */
const cases: Case[] = []
const answers = new Map<string, {query: string; answer: object}>()
for (const [page, {requests}] of Object.entries(PAGES)) {
  const seen = new Set<string>()
  for (const {query, params} of requests) {
    const answer = (await runQuery(query, params)) as object | null
    if (!answer) throw new Error(`${page}: ${JSON.stringify(params)} did not load`)
    if (!answers.has(page)) answers.set(page, {query, answer})
    const add = (path: Path, malformed: string, value: unknown, original: unknown) =>
      cases.push({page, field: path.join('.'), malformed, query, answer: replaced(answer, path, value), original})
    for (const path of fieldPaths(answer)) {
      const kind = pathKind(answer, path)
      if (seen.has(kind)) continue
      seen.add(kind)
      for (const [malformed, value] of Object.entries(MALFORMED))
        if (malformed !== 'huge string') add(path, malformed, value, valueAt(answer, path))
    }
    for (const path of blockPaths(answer)) {
      const kind = `${pathKind(answer, path)} (deep)`
      if (seen.has(kind)) continue
      seen.add(kind)
      add(path, 'list item 2,000 levels deep', deepListItem('deep'), undefined)
    }
  }
}

const draw = (page: string, query: string, answer: object) => renderToStaticMarkup(PAGES[page]!.draw(checkedAnswer(query, answer)))

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))
afterEach(() => vi.restoreAllMocks())

describe('a malformed field of a fixed page', () => {
  test('the table covers every page, every pilot and Beacon section kind, and their fields', () => {
    expect(new Set(cases.map((entry) => entry.page))).toEqual(new Set(Object.keys(PAGES)))
    // Every section kind the launch pilots and Beacon pages hold, each field of it.
    for (const [page, type] of [
      ['pilot', 'pilot'],
      ['Beacon page', 'beaconPage'],
    ] as const) {
      const covered = cases.filter((entry) => entry.page === page && /\.\d+\._type$/.test(entry.field)).map((entry) => entry.original)
      expect(
        sectionKinds[type].every((kind) => covered.includes(kind)),
        page,
      ).toBe(true)
    }
    expect(sectionKinds.pilot.length + sectionKinds.beaconPage.length).toBeGreaterThan(15)
    expect(cases.length).toBeGreaterThan(1_500)
  })

  test('each page renders its launch content with nothing left out', () => {
    const warn = vi.mocked(console.warn)
    for (const [page, {query, answer}] of answers) expect(draw(page, query, answer).length, page).toBeGreaterThan(200)
    expect(warn.mock.calls.filter((call) => String(call[0]).startsWith('[content]'))).toEqual([])
  })

  test.each(cases)('$page › $field as $malformed: the page renders', ({page, query, answer, malformed, original}) => {
    const html = draw(page, query, answer)
    expect(html.length).toBeLessThan(400_000)
    // What is not of the field's type is not drawn (a number where a number is expected is).
    if (typeof original !== typeof MALFORMED[malformed]) {
      expect(html).not.toContain(MARK)
      expect(html).not.toContain('987654321')
    }
  })
})
