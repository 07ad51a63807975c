/**
 * Lists that grow with content, read through the site's loaders: the launch lists fit on one page (no
 * numbered pages, nothing cut), and with more documents than a page (clones of launch documents, as
 * the ×100 content has them) each numbered page is the next slice in the list's order, and the logo
 * and team caps hold. Sizes from @site/layout.
 */
import {describe, expect, test} from 'vitest'
import {CARDS_PER_PAGE, MAX_PARTNER_LOGOS, MAX_TEAM_MEMBERS, pageCount} from '@site/layout'
import type {SanityDocumentLike} from '@site/content'
import {tagsForDocument} from '@/sanity/tags'
import {laterPages} from '@/addresses/listPages'
import {
  loadAboutPage,
  loadArticlesListPage,
  loadFinalistsListPage,
  loadGetInspiredPage,
  loadHomePage,
  loadPilotsPage,
  pageTags,
  type LoaderRequest,
} from '@/sanity/loaders'
import {launchDocuments, runQuery, runQueryWith} from '../embedded'
import {PILOT_SLUGS} from '../productFigures'

const run = <Q extends string>({query, params}: LoaderRequest<Q>) => runQuery(query, params)
const runWith = <Q extends string>(extra: object[], {query, params}: LoaderRequest<Q>) => runQueryWith(extra, query, params)

/** Every cache tag a page's render carries, its list's documents read from the launch content plus `extra`. */
async function renderTags<Q extends string>(extra: object[], request: LoaderRequest<Q>) {
  const slugs = request.listed ? (((await runQueryWith(extra, request.listed.query, request.listed.params)) ?? []) as string[]) : []
  return pageTags(request, slugs)
}
/** Which of `pages` a publish of `published` re-renders. */
const rerendered = (pages: string[][], published: Parameters<typeof tagsForDocument>[0]) =>
  pages.map((tags) => tags.some((tag) => tagsForDocument(published).includes(tag)))
const slugOf = (docs: SanityDocumentLike[], id: string) => (docs.find((doc) => doc._id === id)?.slug as {current: string}).current

const launch = (id: string) => structuredClone(launchDocuments().find((doc) => doc._id === id)!)
const ofType = (type: string) => launchDocuments().filter((doc) => doc._type === type)
const ref = (id: string, index: number) => ({_type: 'reference', _ref: id, _weak: true, _key: `k${index}`})

/** `count` copies of the launch documents of `type`, in turn, each with its own id and slug. */
function clones(type: string, count: number): SanityDocumentLike[] {
  const originals = ofType(type)
  return Array.from({length: count}, (_, i) => {
    const original = structuredClone(originals[i % originals.length]!)
    const slug = original.slug as {current: string} | undefined
    return {...original, _id: `${original._id}-copy-${i}`, ...(slug ? {slug: {...slug, current: `${slug.current}-copy-${i}`}} : {})}
  })
}

describe('the launch lists fit on one page', () => {
  test('six pilots, six finalists and two articles: all on page 1, no numbered pages', async () => {
    const pilots = await run(loadPilotsPage.request())
    expect(pilots?.pilotCount).toBe(6)
    expect(pilots?.pilots.map((p) => p.slug)).toEqual(PILOT_SLUGS)
    const inspire = await run(loadGetInspiredPage.request())
    expect([inspire?.finalistCount, inspire?.finalists.length]).toEqual([6, 6])
    expect([inspire?.articleCount, inspire?.articles.length]).toEqual([2, 2])
    for (const count of [pilots?.pilotCount, inspire?.finalistCount, inspire?.articleCount]) expect(laterPages(count)).toEqual([])
  })

  test('13 logos and 21 people: all shown', async () => {
    expect((await run(loadHomePage.request()))?.partners).toHaveLength(13)
    expect((await run(loadAboutPage.request()))?.team).toHaveLength(21)
  })
})

describe('longer lists are cut into numbered pages', () => {
  const pilotCount = 2 * CARDS_PER_PAGE + 5
  const morePilots = clones('pilot', pilotCount - PILOT_SLUGS.length)
  const pilotsPage = launch('pilotsPage')
  const listed = [...(pilotsPage.pilots as {_ref: string}[]).map((entry) => entry._ref), ...morePilots.map((doc) => doc._id)]
  pilotsPage.pilots = listed.map(ref)
  const withPilots = [...morePilots, pilotsPage]

  test('each page of pilots is the next slice, in the order editors set; past the last, nothing', async () => {
    expect(pageCount(pilotCount)).toBe(3)
    const pages = await Promise.all([1, 2, 3, 4].map((page) => runWith(withPilots, loadPilotsPage.request(page))))
    expect(pages.map((page) => page?.pilotCount)).toEqual([pilotCount, pilotCount, pilotCount, pilotCount])
    expect(pages.map((page) => page?.pilots.length)).toEqual([CARDS_PER_PAGE, CARDS_PER_PAGE, 5, 0])
    expect(pages.flatMap((page) => page?.pilots.map((pilot) => pilot._id) ?? [])).toEqual(listed)
    expect(laterPages(pilotCount)).toEqual([{page: '2'}, {page: '3'}])
  })

  test("a listed pilot's publish re-renders the numbered page that shows it, none of the others", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => renderTags(withPilots, loadPilotsPage.request(page))))
    const slug = slugOf(morePilots, listed[CARDS_PER_PAGE]!)
    expect(rerendered(pages, {_type: 'pilot', slug, previousSlug: slug})).toEqual([false, true, false])
    // The Pilots page's own publish (its order, its words) re-renders them all, and so does a pilot's
    // first publish: the list may name it already, and it then moves the pilots after it.
    expect(rerendered(pages, {_type: 'pilotsPage'})).toEqual([true, true, true])
    expect(rerendered(pages, {_type: 'pilot', slug: 'a-new-pilot', previousSlug: null})).toEqual([true, true, true])
  })

  test('finalists: the first page on Get Inspired, the next on their numbered page', async () => {
    const moreFinalists = clones('finalist', CARDS_PER_PAGE)
    const inspire = launch('getInspiredPage')
    const order = [...(inspire.finalists as {_ref: string}[]).map((entry) => entry._ref), ...moreFinalists.map((doc) => doc._id)]
    inspire.finalists = order.map(ref)
    const extra = [...moreFinalists, inspire]
    const first = await runWith(extra, loadGetInspiredPage.request())
    const second = await runWith(extra, loadFinalistsListPage.request(2))
    expect(first?.finalists.map((f) => f._id)).toEqual(order.slice(0, CARDS_PER_PAGE))
    expect(second?.finalists.map((f) => f._id)).toEqual(order.slice(CARDS_PER_PAGE))
    expect([first?.finalistCount, second?.finalistCount]).toEqual([order.length, order.length])
    expect(second?.heading).toBe(first?.showcaseHeading)
    // A finalist's publish, or its Beacon page's (sent with the finalist's slug), re-renders the page that lists it.
    const pages = [await renderTags(extra, loadGetInspiredPage.request()), await renderTags(extra, loadFinalistsListPage.request(2))]
    const slug = slugOf(moreFinalists, order[CARDS_PER_PAGE]!)
    expect(rerendered(pages, {_type: 'finalist', slug, previousSlug: slug})).toEqual([false, true])
    expect(rerendered(pages, {_type: 'beaconPage', slug, previousSlug: null})).toEqual([false, true])
  })

  test('articles: newest first across the pages, the featured one on none of them', async () => {
    const moreArticles = clones('article', 2 * CARDS_PER_PAGE).map((doc, i) => ({
      ...doc,
      featured: false,
      date: `2020-01-${String((i % 28) + 1).padStart(2, '0')}`,
    }))
    const first = await runWith(moreArticles, loadGetInspiredPage.request())
    const pages = [first?.articles ?? []]
    for (const page of [2, 3]) pages.push((await runWith(moreArticles, loadArticlesListPage.request(page)))?.articles ?? [])
    const all = pages.flat()
    expect(pages.map((page) => page.length)).toEqual([CARDS_PER_PAGE, CARDS_PER_PAGE, 2])
    expect(first?.articleCount).toBe(2 * CARDS_PER_PAGE + 2)
    expect(new Set(all.map((article) => article._id)).size).toBe(all.length)
    expect(all.map((article) => article.date)).toEqual(
      all
        .map((article) => article.date)
        .sort()
        .reverse(),
    )
    expect(all.map((article) => article._id)).not.toContain(first?.featuredArticle?._id)
  })
})

describe('logos and people are shown up to their caps', () => {
  test(`the Home page shows the first ${MAX_PARTNER_LOGOS} logos, in order`, async () => {
    const partners = clones('partner', 3 * MAX_PARTNER_LOGOS)
    const home = launch('homePage')
    home.partners = partners.map((doc, i) => ref(doc._id, i))
    const shown = (await runWith([...partners, home], loadHomePage.request()))?.partners
    expect(shown?.map((partner) => partner._id)).toEqual(partners.slice(0, MAX_PARTNER_LOGOS).map((doc) => doc._id))
  })

  test(`the About page shows the first ${MAX_TEAM_MEMBERS} people, in order`, async () => {
    const people = clones('teamMember', 3 * MAX_TEAM_MEMBERS)
    const about = launch('aboutPage')
    about.team = people.map((doc, i) => ref(doc._id, i))
    const shown = (await runWith([...people, about], loadAboutPage.request()))?.team
    expect(shown?.map((member) => member._id)).toEqual(people.slice(0, MAX_TEAM_MEMBERS).map((doc) => doc._id))
  })
})
