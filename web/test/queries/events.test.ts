/**
 * The events content in the bundled dataset, read through the site's own queries: the 2025 summit,
 * the Annual Event in Geneva and the call for nominations, checked against docs/product.md#screens, #content-model, #nomination-rules, #figures.
 */
import {describe, expect, it} from 'vitest'
import {runQuery} from '../embedded'
import {aboutPageQuery, genevaSummitPageQuery, nominationPageQuery, summitPageQuery} from '@/sanity/queries'

const AGENDA_TYPES = ['opening', 'keynote', 'q&a', 'presentation', 'closing', 'networking', 'panel', 'break', 'workshop']

async function summit() {
  const result = await runQuery(summitPageQuery)
  if (!result) throw new Error('no summitPage document')
  return result
}

async function geneva() {
  const result = await runQuery(genevaSummitPageQuery)
  if (!result) throw new Error('no genevaSummitPage document')
  return result
}

async function nominations() {
  const result = await runQuery(nominationPageQuery)
  if (!result) throw new Error('no nominationPage document')
  return result
}

describe('Innovation Summit 2025', () => {
  it('is dated 23 Sept 2025, 14:00-16:10 CET, and has concluded', async () => {
    const s = await summit()
    expect(s.date).toBe('2025-09-23')
    expect(s.startTime).toBe('14:00')
    expect(s.endTime).toBe('16:10')
    expect(s.timeZoneLabel).toBe('CET')
    expect(s.concluded).toBe(true)
  })

  it('thanks visitors, announces the winner and offers the full recording', async () => {
    const s = await summit()
    expect(s.thankYou?.title).toBeTruthy()
    expect(s.winnerAnnouncement?.text).toBeTruthy()
    expect(s.winnerAnnouncement?.linkLabel).toBeTruthy()
    expect(s.recordingUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/)
    expect(s.concludedButtonLabel).toBe('Event Concluded - Recording Above')
  })

  it('runs its agenda from 14:00, in time order, with every item starting before 16:10', async () => {
    const {agenda} = await summit()
    expect(agenda.length).toBeGreaterThan(1)
    expect(agenda[0]?.time).toBe('14:00')
    const times = agenda.map((item) => item.time)
    expect(times).toEqual([...times].sort())
    expect(times.every((time) => time >= '14:00' && time < '16:10')).toBe(true)
  })

  it('labels every agenda item with one of the nine agenda types', async () => {
    const {agenda} = await summit()
    for (const item of agenda) expect(AGENDA_TYPES).toContain(item.type)
    expect(agenda.map((item) => item.type)).toEqual(expect.arrayContaining(['opening', 'keynote', 'closing']))
  })

  it('has a keynote speaker with role, topic, image, talk and website links, and a bio', async () => {
    const {keynote} = await summit()
    expect(keynote?.name).toMatch(/\(sample\)$/)
    expect(keynote?.role).toBeTruthy()
    expect(keynote?.topic).toBeTruthy()
    expect(keynote?.image).toMatchObject({alt: expect.any(String), url: expect.stringMatching(/\.svg$/), width: 320, height: 320})
    expect(keynote?.talkUrl).toMatch(/^https:\/\/example\.org\//)
    expect(keynote?.websiteUrl).toMatch(/^https:\/\/example\.org\//)
    expect(keynote?.bio?.length).toBeGreaterThan(0)
  })

  it('has a keynote bio that speaks about the speaker, never to visitors about the placeholder', async () => {
    const bio = JSON.stringify((await summit()).keynote?.bio)
    expect(bio).toMatch(/Helena/)
    expect(bio).not.toMatch(/placeholder|sample/i)
  })
})

describe('Annual Event (Geneva)', () => {
  it('is the Annual Event on 15 Nov 2025, virtual and in Geneva, for 5000+ attendees', async () => {
    const g = await geneva()
    expect(g.title).toBe('Annual Event')
    expect(g.date).toBe('2025-11-15')
    expect(g.format).toMatch(/virtual/i)
    expect(g.format).toMatch(/Geneva/)
    expect(g.city).toBe('Geneva')
    expect(g.attendees).toBe('5000+')
  })

  it('states early bird pricing until 15 Oct 2025', async () => {
    expect((await geneva()).earlyBirdText).toMatch(/early bird.*15 Oct 2025/i)
  })

  it('does not offer early bird prices as if registration were open: there is no registration address yet', async () => {
    const g = await geneva()
    expect(g.registrationUrl ?? null).toBeNull()
    for (const text of [g.earlyBirdText, g.seoDescription]) expect(text).toMatch(/registration opens soon/i)
  })

  it('names each speaker who is also on the team with the same organisation as /about', async () => {
    const team = (await runQuery(aboutPageQuery))?.team ?? []
    const speakers = (await geneva()).speakers
    const shared = speakers.filter((speaker) => team.some((member) => member.name === speaker.name))
    expect(shared.map((speaker) => speaker.name)).toEqual(['Priya Raman (sample)'])
    for (const speaker of shared) expect(speaker.organisation).toBe(team.find((member) => member.name === speaker.name)?.organisation)
  })

  it('has placeholder speakers and an agenda of valid types', async () => {
    const g = await geneva()
    expect(g.speakers.length).toBeGreaterThan(0)
    for (const speaker of g.speakers) expect(speaker.name).toMatch(/\(sample\)$/)
    expect(g.agenda.length).toBeGreaterThan(0)
    for (const item of g.agenda) expect(AGENDA_TYPES).toContain(item.type)
  })

  it('has no registration address yet, so the Register buttons do nothing', async () => {
    expect((await geneva()).registrationUrl ?? null).toBeNull()
  })

  it('invites visitors to nominate a Beacon', async () => {
    const g = await geneva()
    expect(g.nominate?.label).toBeTruthy()
    expect(g.nominate?.text).toBeTruthy()
  })
})

describe('Call for nominations', () => {
  it('asks each organisation for 2 to 5 concepts', async () => {
    const n = await nominations()
    expect(n.minConcepts).toBe(2)
    expect(n.maxConcepts).toBe(5)
  })

  it('states the nomination criteria', async () => {
    const criteria = (await nominations()).criteria.join('\n')
    expect(criteria).toMatch(/only co-initiating organisations/i)
    expect(criteria).toMatch(/between 2 and 5 concepts/i)
    expect(criteria).toMatch(/tested on a small scale/i)
    expect(criteria).toMatch(/early evidence/i)
    expect(criteria).toMatch(/not yet fully piloted/i)
    expect(criteria).toMatch(/move the needle/i)
  })

  it('describes the 7-step process in order', async () => {
    expect((await nominations()).steps.map((step) => step.title)).toEqual([
      'Template launch',
      'Submission',
      'Editorial review',
      'Publication of the list',
      'Co-initiator selection',
      'Showcase',
      'Pathways to scale',
    ])
  })

  it('has the four timeline dates', async () => {
    const timeline = (await nominations()).timeline
    expect(timeline.map((entry) => entry.date)).toEqual(['1 July', '19 August', '10 September', '23 and 25 September, 14:00-16:00 CET'])
    expect(timeline.map((entry) => entry.event)).toEqual([
      expect.stringMatching(/opens/i),
      expect.stringMatching(/deadline/i),
      expect.stringMatching(/selection/i),
      expect.stringMatching(/showcase/i),
    ])
  })

  it('lists organisation requirements and links to an external nomination form', async () => {
    const n = await nominations()
    expect(n.requirements.length).toBeGreaterThan(0)
    expect(n.nominationForm).toMatchObject({label: expect.any(String), url: expect.stringMatching(/^https:\/\//)})
  })
})
