/**
 * The pilots content in the bundled dataset, read through the site's own queries: the Pilots list and
 * the six case studies, checked against docs/product.md#pilot-case-studies, #content-model, #states, #figures.
 */
import {describe, expect, it} from 'vitest'
import {runQuery} from '../embedded'
import {MILESTONE_LABELS, PILOT_CATEGORIES as CATEGORIES, PILOT_SECTIONS, PILOT_SLUGS as SLUGS} from '../productFigures'
import {addressesQuery, pilotBySlugQuery, pilotsPageQuery} from '@/sanity/queries'

async function pilot(slug: string) {
  const result = await runQuery(pilotBySlugQuery, {slug})
  if (!result) throw new Error(`no pilot with slug ${slug}`)
  return result
}

type Pilot = Awaited<ReturnType<typeof pilot>>
type Section = Pilot['sections'][number]

/** Every piece of text a visitor can read in a case study, joined (Portable Text spans included). */
function readableText(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(readableText).join(' ')
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => !key.startsWith('_') && key !== 'url' && key !== 'markDefs' && key !== 'style' && key !== 'listItem')
      .map(([, child]) => readableText(child))
      .join(' ')
  }
  return ''
}

const headings = (p: Pilot) => p.sections.map((section) => section.heading)
const sectionOf = <T extends Section['_type']>(p: Pilot, type: T) =>
  p.sections.filter((section): section is Extract<Section, {_type: T}> => section._type === type)
const partHeadings = (p: Pilot) => sectionOf(p, 'pilotUpdateSection').flatMap((section) => section.parts.map((part) => part.heading))
const milestones = (p: Pilot) => sectionOf(p, 'pilotTimelineSection').flatMap((section) => section.milestones)
const links = (p: Pilot) => sectionOf(p, 'pilotResourcesSection').flatMap((section) => section.links)

describe('Pilots list', () => {
  it('shows six pilots in the order of the route table, with their slugs', async () => {
    const page = await runQuery(pilotsPageQuery)
    expect(page?.pilots.map((p) => p.slug)).toEqual(SLUGS)
  })

  it('gives every pilot four key features, status Implemented, an icon, partners and a description', async () => {
    const page = await runQuery(pilotsPageQuery)
    for (const p of page?.pilots ?? []) {
      expect(p.keyFeatures, p.slug).toHaveLength(4)
      expect(p.status, p.slug).toBe('Implemented')
      expect(p.icon, p.slug).toBeTruthy()
      expect(p.partner, p.slug).toBeTruthy()
      expect(p.description, p.slug).toBeTruthy()
    }
  })

  it('uses each of the six categories once', async () => {
    const page = await runQuery(pilotsPageQuery)
    expect([...(page?.pilots ?? []).map((p) => p.category)].sort()).toEqual([...CATEGORIES].sort())
  })

  it('has a Learn More section with both button labels', async () => {
    const page = await runQuery(pilotsPageQuery)
    expect(page?.learnMore?.title).toBeTruthy()
    expect(page?.learnMore?.inspireLabel).toBeTruthy()
    expect(page?.learnMore?.contactLabel).toBeTruthy()
  })

  it('lists exactly the six case-study slugs for prerendering', async () => {
    const slugs = await runQuery(addressesQuery, {type: 'pilot'})
    expect(slugs.map((s) => s.slug).sort()).toEqual([...SLUGS].sort())
  })
})

describe('Pilot case studies', () => {
  it('credit a technology philanthropy sponsor whose site is an absolute link', async () => {
    for (const slug of SLUGS) {
      const p = await pilot(slug)
      expect(p.sponsor?.line, slug).toMatch(/sponsored by/i)
      expect(p.sponsor?.name, slug).toMatch(/philanthropy/i)
      expect(p.sponsor?.url, slug).toMatch(/^https:\/\//)
    }
  })

  it('have no case study for an unknown slug', async () => {
    expect(await runQuery(pilotBySlugQuery, {slug: 'nope'})).toBeNull()
  })

  it('Global Fundraising Leadership Programme: two organisations, 12 months Oct 2023 to Sept 2024, 900+ participants, 80+ countries, 4 languages', async () => {
    const p = await pilot('global-fundraising-leadership-programme')
    expect(p.partner).toMatch(/ and /)
    const text = readableText(p)
    for (const figure of ['12 months', 'Oct 2023 to Sept 2024', '900+', '80+ countries', '4 languages']) expect(text).toContain(figure)
  })

  it('MetaMinding Lab (Roblox game for Gen Z): two organisations, age 15 and above, 10% members (3% ambassadors), +50% recurring donors, 500,000+ players, $1,000 raised', async () => {
    const p = await pilot('metaminding-lab')
    expect(p.partner).toMatch(/ and /)
    const text = readableText(p)
    expect(text).toContain('Roblox')
    expect(text).toContain('Gen Z')
    for (const figure of ['15 and above', '10%', '3% as ambassadors', '50%', '500,000+', '$1,000']) expect(text).toContain(figure)
  })

  it('Children’s oral health: its sections, four numbered objectives, SDGs and a deep-dive video', async () => {
    const p = await pilot('mobilizing-childrens-oral-health')
    expect(headings(p)).toEqual(PILOT_SECTIONS['mobilizing-childrens-oral-health'])
    expect(sectionOf(p, 'pilotObjectivesSection')[0]?.objectives).toHaveLength(4)
    expect(partHeadings(p)).toEqual(['Key Achievements', 'Challenges and Learnings', 'What We Would Do Differently', 'Long-Term Impact'])
    expect(sectionOf(p, 'pilotExperimentSummarySection')[0]?.sdgs.length).toBeGreaterThan(0)
    expect(links(p).some((l) => /youtube\.com|youtu\.be/.test(l.url))).toBe(true)
  })

  it('Children’s oral health: 2,380 beneficiaries, six communities, 2 years, 4 appointments, 200 minutes, 13 treatments, 1% of revenue', async () => {
    const text = readableText(await pilot('mobilizing-childrens-oral-health'))
    for (const figure of [
      '2,380 beneficiaries',
      'six communities',
      '2 years',
      'average of 4 appointments',
      '200 minutes',
      '13 treatments per patient',
      '1% of revenue',
    ]) {
      expect(text).toContain(figure)
    }
  })

  it('Givify: its sections and a timeline M1 kick-off to M6 pilot launch in Dec 2023', async () => {
    const p = await pilot('givify')
    expect(headings(p)).toEqual(PILOT_SECTIONS.givify)
    const steps = milestones(p)
    expect(steps.map((m) => m.label)).toEqual(MILESTONE_LABELS)
    expect(steps[0]?.name).toMatch(/kick-off/i)
    expect(steps[5]?.name).toMatch(/pilot launch/i)
    expect(steps[5]?.deadline).toBe('Dec 2023')
    expect(partHeadings(p)).toEqual(['Feedback Quotes', 'Results', 'Lessons', 'Advice'])
    expect(links(p)).toHaveLength(1)
  })

  it('Givify: 700 new subscribers in year 1, +50% recurring donors over 3 pilot months in 2-3 markets', async () => {
    const text = readableText(await pilot('givify'))
    for (const figure of ['700 new subscribers in year 1', '+50% recurring donors', '3 pilot months', '2-3 markets'])
      expect(text).toContain(figure)
  })

  it('SMS monthly donor pilot (unhcr-us): its sections and its timeline Dec 2023 to Jul 2024', async () => {
    const p = await pilot('unhcr-us')
    expect(p.title).toMatch(/SMS/)
    expect(headings(p)).toEqual(PILOT_SECTIONS['unhcr-us'])
    expect(milestones(p).map((m) => `${m.label} ${m.deadline}`)).toEqual([
      'M1 Dec 2023',
      'M2 Jan 2024',
      'M3 Feb 2024',
      'M4 Mar 2024',
      'M5 Apr 2024',
      'M6 Jul 2024',
    ])
    expect(milestones(p)[0]?.name).toMatch(/planning/i)
    expect(partHeadings(p)).toEqual(['Key Statistics', 'Lessons', 'Advice'])
  })

  it('SMS monthly donor pilot: 3 appeals, 20,000+ lapsed and 45,000 under-$40 donors, 29,000 reached, $78.53 vs $70.73, 0.1% opt-in', async () => {
    const text = readableText(await pilot('unhcr-us'))
    for (const figure of [
      '3 appeals',
      'More than 20,000 lapsed monthly donors',
      '45,000 donors giving under $40 a year',
      '29,000 donors',
      '22,000 by email',
      '7,000 by SMS',
      '$78.53',
      '$70.73',
      '0.1%',
    ]) {
      expect(text).toContain(figure)
    }
  })

  it('InsightHub Predict: its sections, a timeline May 2023 to 2024 Q2 and a PDF report plus a video', async () => {
    const p = await pilot('insight-hub-predict')
    expect(headings(p)).toEqual(PILOT_SECTIONS['insight-hub-predict'])
    const steps = milestones(p)
    expect(steps.map((m) => m.label)).toEqual(MILESTONE_LABELS)
    expect(steps[0]?.deadline).toBe('May 2023')
    expect(steps[5]?.deadline).toBe('2024 Q2')
    expect(steps.some((m) => /about 4,000 prospect donors/i.test(m.name))).toBe(true)
    expect(links(p).some((l) => /\.pdf$/i.test(l.url))).toBe(true)
    expect(links(p).some((l) => /youtube\.com|youtu\.be/.test(l.url))).toBe(true)
    expect(partHeadings(p)).toEqual(['Early Results', 'Lessons', 'Advice'])
  })

  it('InsightHub Predict: about 4,000 prospects, 20% within 9 months, HK$5,000 reached by 5.55% vs 2.95% in 12 months, 3 appeals', async () => {
    const text = readableText(await pilot('insight-hub-predict'))
    for (const figure of [
      'about 4,000 prospects',
      '20% converting within 9 months',
      'HK$5,000',
      '5.55%',
      '2.95%',
      '12 months',
      '3 appeals',
    ]) {
      expect(text).toContain(figure)
    }
  })

  it('render every section with a heading and its own content', async () => {
    for (const slug of SLUGS) {
      const p = await pilot(slug)
      expect(p.sections.length, slug).toBeGreaterThan(3)
      for (const section of p.sections) expect(section.heading, `${slug} ${section._type}`).toBeTruthy()
    }
  })
})
