/**
 * The inspiration content in the bundled dataset, read through the site's own queries: the Get
 * Inspired showcase, the six Beacon pages and the three articles, checked against docs/product.md#screens, #content-model, #figures.
 */
import {describe, expect, it} from 'vitest'
import {runQuery} from '../embedded'
import {ARTICLE_SLUGS, BEACON_SLUGS} from '../productFigures'
import {addressesQuery, articleBySlugQuery, beaconBySlugQuery, getInspiredPageQuery} from '@/sanity/queries'

async function beacon(slug: string) {
  const page = await runQuery(beaconBySlugQuery, {slug})
  if (!page) throw new Error(`no Beacon page for ${slug}`)
  return page
}

async function article(slug: string) {
  const page = await runQuery(articleBySlugQuery, {slug})
  if (!page) throw new Error(`no article ${slug}`)
  return page
}

type Section = Awaited<ReturnType<typeof beacon>>['sectionsAfterAbout'][number]

async function sectionsOf(slug: string): Promise<Section[]> {
  const page = await beacon(slug)
  return [...page.sectionsAfterAbout, ...page.sectionsAfterStage]
}

/** Reads a rich text value as plain text, for checking figures stated in prose. */
function plain(blocks: ReadonlyArray<{children?: ReadonlyArray<{text?: string}>}> | null | undefined) {
  return (blocks ?? []).map((block) => (block.children ?? []).map((child) => child.text ?? '').join('')).join('\n')
}

describe('Get Inspired (Innovation Library)', () => {
  it('shows the six finalists in the showcase order, numbered 1 to 6, each with a page', async () => {
    const page = await runQuery(getInspiredPageQuery)
    expect(page?.finalists.map((f) => f.slug)).toEqual(BEACON_SLUGS)
    expect(page?.finalists.map((f) => f.number)).toEqual([1, 2, 3, 4, 5, 6])
    expect(page?.finalists.every((f) => f.hasPage)).toBe(true)
  })

  it('marks exactly one winner, Staking for Good, and no other finalist document is a winner', async () => {
    const page = await runQuery(getInspiredPageQuery)
    expect(page?.finalists.filter((f) => f.isWinner).map((f) => f.slug)).toEqual(['staking-for-good'])
    const winners = (await runQuery('*[_type == "finalist" && isWinner == true]._id')) as string[]
    expect(winners).toEqual(['finalist-staking-for-good'])
  })

  it('gives every finalist presenters with name, organisation and role, a description, a thumbnail and a video', async () => {
    const page = await runQuery(getInspiredPageQuery)
    for (const finalist of page?.finalists ?? []) {
      expect(finalist.presenters.length, finalist.slug).toBeGreaterThan(0)
      for (const presenter of finalist.presenters) {
        expect(presenter.name && presenter.organisation && presenter.role, finalist.slug).toBeTruthy()
      }
      expect(finalist.description.length).toBeGreaterThan(40)
      expect(finalist.image.url).toMatch(/\.svg$/)
      expect(finalist.image.alt).toBeTruthy()
      expect(finalist.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=SAMPLE/)
    }
    expect(page?.finalists.find((f) => f.slug === 'staking-for-good')?.presenters).toHaveLength(2)
  })

  it('features the second edition and lists manifesto and first edition in the grid', async () => {
    const page = await runQuery(getInspiredPageQuery)
    expect(page?.featuredArticle?.slug).toBe('second-edition')
    expect(page?.articles.map((a) => a.slug)).toEqual(['manifesto', 'first-edition'])
    const featured = (await runQuery('*[_type == "article" && featured == true].slug.current')) as string[]
    expect(featured).toEqual(['second-edition'])
  })

  it('has a summit call to action with a button label', async () => {
    const page = await runQuery(getInspiredPageQuery)
    expect(page?.summitCta?.title).toBeTruthy()
    expect(page?.summitCta?.buttonLabel).toBeTruthy()
  })
})

describe('Beacon pages', () => {
  it('exist for exactly the six finalists, one page each', async () => {
    const slugs = (await runQuery(addressesQuery, {type: 'finalist'})).map((s) => s.slug)
    expect([...slugs].sort()).toEqual([...BEACON_SLUGS].sort())
  })

  it('carry their badges', async () => {
    expect((await beacon('staking-for-good')).badge).toBe('BEACONS 2025 Finalist')
    expect((await beacon('today-tomorrow')).badge).toBe('BEACONS 2025 Finalist')
    expect((await beacon('human-rights-dao')).badge).toBe('BEACONS 2026 Free Pass')
  })

  it('state their stage labels', async () => {
    expect((await beacon('cardano-impact')).currentStage.label).toBe('Soon to Launch')
    expect((await beacon('impact-linked-loan')).currentStage.label).toBe('Implementation Phase')
    expect((await beacon('outcome-based-financing')).currentStage.label).toBe('Advanced Design & Ecosystem-Building Phase')
    expect((await beacon('human-rights-dao')).currentStage.label).toBe('Prototype Development & Community Building Phase')
  })

  it('give every page the common frame: about text, a stage, and presenters with photo and profile link', async () => {
    for (const slug of BEACON_SLUGS) {
      const page = await beacon(slug)
      expect(page.finalist.slug).toBe(slug)
      expect(plain(page.about.body).length, slug).toBeGreaterThan(80)
      expect(plain(page.evidence?.body).length, slug).toBeGreaterThan(40)
      expect(plain(page.potential?.body).length, slug).toBeGreaterThan(40)
      for (const presenter of page.finalist.presenters) {
        expect(presenter.photo?.url, slug).toMatch(/\.svg$/)
        expect(presenter.profileUrl, slug).toMatch(/^https:\/\/example\.org\//)
      }
    }
  })

  it('name the staking-for-good and today-tomorrow sections as the product rules do', async () => {
    for (const slug of ['staking-for-good', 'today-tomorrow']) {
      const page = await beacon(slug)
      expect(page.sectionsAfterAbout.find((s) => s._type === 'beaconProjectDetailsSection')).toMatchObject({heading: 'Project Details'})
      expect(page.evidence?.heading).toBe('Evidence and Impact')
      expect(page.currentStage.heading).toBe('Current Stage and Development')
      expect(page.potential?.heading).toBe('Global Potential and Impact')
    }
  })

  it('show two presenters and the winner mark on staking-for-good, with about 700,000 USD committed', async () => {
    const page = await beacon('staking-for-good')
    expect(page.finalist.presenters).toHaveLength(2)
    expect(page.finalist.isWinner).toBe(true)
    const details = page.sectionsAfterAbout.find((s) => s._type === 'beaconProjectDetailsSection')
    expect(details && 'facts' in details ? details.facts.map((f) => f.value) : []).toContain('About 700,000 USD')
  })

  it('have a video pitch on every page except human-rights-dao', async () => {
    for (const slug of BEACON_SLUGS) {
      const page = await beacon(slug)
      if (slug === 'human-rights-dao') expect(page.videoUrl).toBeNull()
      else expect(page.videoUrl, slug).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=SAMPLE/)
    }
  })

  it('give human-rights-dao its two links and its 10 million member target', async () => {
    const page = await beacon('human-rights-dao')
    const links = (await sectionsOf('human-rights-dao')).flatMap((s) => (s._type === 'beaconLinksSection' ? s.links : []))
    expect(links.map((l) => l.label)).toEqual(['View White Paper', 'View Project Details'])
    for (const l of links) expect(l.url).toMatch(/^https:\/\//)
    expect(plain(page.potential?.body)).toContain('10 million member community')
  })

  it('give cardano-impact a winner panel, an innovation summary, the three next steps and the 18 July 2025 listing', async () => {
    const page = await beacon('cardano-impact')
    const sections = await sectionsOf('cardano-impact')
    expect(sections.map((s) => s._type)).toEqual(
      expect.arrayContaining(['beaconWinnerSection', 'beaconSummarySection', 'beaconNextStepsSection']),
    )
    const steps = sections.flatMap((s) => (s._type === 'beaconNextStepsSection' ? s.steps.map((step) => step.title) : []))
    expect(steps).toEqual(['Expanding visibility', 'Building institutional partnerships', 'Exploring replication in other markets'])
    expect(plain(page.currentStage.body)).toContain('18 July 2025')
    expect(plain(page.evidence?.body)).toMatch(/USD 6\.3 million[\s\S]*215\+ donors/)
  })

  it('give impact-linked-loan its loan structure, two impact metrics, milestones and payment schedule', async () => {
    const sections = await sectionsOf('impact-linked-loan')
    expect(sections.map((s) => s._type)).toEqual(
      expect.arrayContaining([
        'beaconSummarySection',
        'beaconLoanStructureSection',
        'beaconImpactMetricsSection',
        'beaconMilestonesSection',
        'beaconPaymentScheduleSection',
      ]),
    )
    const facts = Object.fromEntries(
      sections.flatMap((s) => (s._type === 'beaconLoanStructureSection' ? s.facts.map((f) => [f.label, f.value]) : [])),
    )
    expect(facts).toMatchObject({
      'Loan amount': '400,000 USD',
      Term: '3 years',
      'Interest rate': 'Variable, based on impact achievement',
      Purpose: 'An 18-classroom block and ICT capacity',
      Location: 'Schools in Ghana',
      Schools: '4',
      Computers: '32',
      Classrooms: '18',
    })
    const metrics = sections.flatMap((s) => (s._type === 'beaconImpactMetricsSection' ? s.metrics : []))
    expect(metrics).toHaveLength(2)
    expect(metrics[0]?.title).toMatch(/vulnerable children/i)
    expect(`${metrics[1]?.title} ${metrics[1]?.description}`).toMatch(/learning outcomes[\s\S]*narrower gap/i)
    expect(sections.some((s) => s._type === 'beaconMilestonesSection' && s.items.length > 0)).toBe(true)
    const rows = sections.flatMap((s) => (s._type === 'beaconPaymentScheduleSection' ? s.rows : []))
    expect(rows.map((r) => r.date)).toEqual(['June 2025', 'October 2025', '2026', '2027'])
    expect(rows[0]?.status).toMatch(/awaiting invoice/i)
    expect(rows[2]?.label).toMatch(/three tranches/i)
    expect(rows[3]?.label).toMatch(/final completion/i)
  })

  it('give outcome-based-financing its 9 payment-for-results pilots', async () => {
    const sections = await sectionsOf('outcome-based-financing')
    const summary = sections.find((s) => s._type === 'beaconSummarySection')
    expect(plain(summary && 'body' in summary ? summary.body : null)).toContain('9 payment-for-results pilots')
  })
})

describe('Articles', () => {
  it('exist for second-edition, manifesto and first-edition, with unique slugs', async () => {
    const slugs = (await runQuery(addressesQuery, {type: 'article'})).map((a) => a.slug)
    expect([...slugs].sort()).toEqual([...ARTICLE_SLUGS].sort())
  })

  it('second-edition is featured, with 12 INGOs, 120+ proposals, 17 nominated and 6 winners', async () => {
    const page = await article('second-edition')
    expect(page.featured).toBe(true)
    expect(page.statistics.map((s) => [s.number, s.label])).toEqual([
      ['12', 'INGOs'],
      ['120+', 'Proposals'],
      ['17', 'Nominated'],
      ['6', 'Winners'],
    ])
  })

  it('first-edition has 14 NGOs, 1,500+ participants, 230+ submissions and 113 reviewers', async () => {
    const page = await article('first-edition')
    expect(page.featured).toBe(false)
    expect(page.statistics.map((s) => [s.number, s.label])).toEqual([
      ['14', 'NGOs'],
      ['1,500+', 'Participants'],
      ['230+', 'Submissions'],
      ['113', 'Reviewers'],
    ])
  })

  it('every article has text, lists of participating organisations and outbound links', async () => {
    for (const slug of ARTICLE_SLUGS) {
      const page = await article(slug)
      expect(page.sections.length, slug).toBeGreaterThan(0)
      expect(page.organisationLists.length, slug).toBeGreaterThan(0)
      for (const list of page.organisationLists) expect(list.names.length, slug).toBeGreaterThan(0)
      expect(page.links.length, slug).toBeGreaterThan(0)
      for (const l of page.links) expect(l.url, slug).toMatch(/^https:\/\//)
    }
    expect((await article('second-edition')).organisationLists[0]?.names).toHaveLength(12)
    expect((await article('first-edition')).organisationLists[0]?.names).toHaveLength(14)
  })
})
