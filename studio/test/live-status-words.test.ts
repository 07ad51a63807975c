/**
 * The words of the badge beside Publish (studio/liveStatus/words.ts), for each answer the site can give
 * (the contract of /api/live-status) and for a site that does not answer: every label, colour and the
 * sentence that says why and whom to tell, times as HH:MM in the editor's locale.
 */
import {describe, expect, test} from 'vitest'
import type {AppliedRecord, SiteAnswer, SiteReading} from '../liveStatus/answer'
import {readSiteAnswer} from '../liveStatus/answer'
import {clockTime, liveStatusBadge, type LiveStatusInput} from '../liveStatus/words'

const NOW = new Date('2026-11-28T12:00:00.000Z')
const PATIENCE = 60_000

function answer(record: AppliedRecord | null, site: Partial<SiteAnswer['site']> = {}): SiteReading {
  return {
    answer: {
      checkedAt: NOW.toISOString(),
      site: {contentLake: {reachable: true, unreachableSince: null}, lastCaughtUpAt: '2026-11-28T11:59:58.000Z', edge: null, ...site},
      documents: {'pilot-givify': record},
    },
  }
}

const applied = (rev: string | null, more: Partial<AppliedRecord> = {}): AppliedRecord => ({
  rev,
  appliedAt: '2026-11-28T11:59:30.000Z',
  rendered: true,
  purged: null,
  ...more,
})

const input = (reading: SiteReading | null, more: Partial<LiveStatusInput> = {}): LiveStatusInput => ({
  reading,
  documentId: 'pilot-givify',
  published: {_rev: 'rev-new'},
  sincePublishMs: 2_000,
  now: NOW,
  patienceMs: PATIENCE,
  pages: ['/pilot/givify', '/pilots'],
  locale: 'en-GB',
  timeZone: 'UTC',
  ...more,
})

describe('a published document', () => {
  test('is live once the site has applied its revision and rendered its pages, with when and where', () => {
    expect(liveStatusBadge(input(answer(applied('rev-new'))))).toEqual({
      label: 'Live on the site',
      title: 'Live since 11:59 on /pilot/givify and /pilots.',
      color: 'success',
    })
  })

  test('Site settings are live on every page', () => {
    expect(liveStatusBadge(input(answer(applied('rev-new')), {pages: 'everywhere'}))?.title).toBe('Live since 11:59 on every page.')
  })

  test('is going live while the site has an older revision, within the patience', () => {
    expect(liveStatusBadge(input(answer(applied('rev-old')), {sincePublishMs: 59_999}))).toEqual({
      label: 'Going live…',
      title: 'Published: the site is applying it on /pilot/givify and /pilots (usually within seconds).',
      color: 'warning',
    })
  })

  test("is live 5 s after the site applied it, by the site's clock, even when the site renders nothing ahead (Vercel, Netlify)", () => {
    const justApplied = answer(applied('rev-new', {rendered: false, appliedAt: '2026-11-28T11:59:56.000Z'}))
    expect(liveStatusBadge(input(justApplied))?.label).toBe('Going live…')
    const appliedBefore = answer(applied('rev-new', {rendered: false, appliedAt: '2026-11-28T11:59:55.000Z'}))
    expect(liveStatusBadge(input(appliedBefore))?.label).toBe('Live on the site')
  })

  test('is going live while the site has applied it but not yet rendered its pages, then live after the patience', () => {
    const reading = answer(applied('rev-new', {rendered: false, appliedAt: '2026-11-28T11:59:58.000Z'}))
    expect(liveStatusBadge(input(reading))?.label).toBe('Going live…')
    expect(liveStatusBadge(input(reading, {sincePublishMs: PATIENCE}))).toEqual({
      label: 'Live on the site',
      title: 'Live since 11:59 on /pilot/givify and /pilots. Its pages are drawn afresh for their next visitor.',
      color: 'success',
    })
  })

  test('is not live after the patience when the site cannot read the Content Lake, saying since when and whom to tell', () => {
    const reading = answer(applied('rev-old'), {contentLake: {reachable: false, unreachableSince: '2026-11-28T11:58:00.000Z'}})
    expect(liveStatusBadge(input(reading, {sincePublishMs: PATIENCE}))).toEqual({
      label: 'Not live yet',
      title:
        'The site has not heard from the Content Lake since 11:58: visitors get the last version it could read. Nothing is lost: ' +
        'it goes live once the site reaches Sanity again. If this lasts, tell whoever runs the site (the webmaster): the site cannot read the Content Lake.',
      color: 'danger',
    })
  })

  test('is not live while the site cannot read the Content Lake and has not read it since it applied the revision', () => {
    // The webhook brought the revision, but the site's renders could only draw the last version they read.
    const down = {contentLake: {reachable: false, unreachableSince: '2026-11-28T11:59:31.000Z'}, lastCaughtUpAt: '2026-11-28T11:59:00.000Z'}
    expect(liveStatusBadge(input(answer(applied('rev-new'), down)))?.label).toBe('Going live…')
    const late = liveStatusBadge(input(answer(applied('rev-new'), down), {sincePublishMs: PATIENCE}))
    expect(late?.label).toBe('Not live yet')
    expect(late?.title).toMatch(/^The site has not heard from the Content Lake since 11:59:/)
    // Applied before the site last read the Lake: live, outage or not.
    const readSince = {...down, lastCaughtUpAt: '2026-11-28T11:59:40.000Z'}
    expect(liveStatusBadge(input(answer(applied('rev-new'), readSince)))?.label).toBe('Live on the site')
  })

  test('is not live after the patience when the site cannot be reached', () => {
    expect(liveStatusBadge(input({failure: 'no connection'}, {sincePublishMs: 61_000}))).toEqual({
      label: 'Not live yet',
      title:
        'The Studio cannot reach the site (no connection), so it cannot tell whether this version is live. If the site does not ' +
        'open in your browser either, tell whoever runs the site (the webmaster): the site cannot be reached.',
      color: 'danger',
    })
    // Within the patience, a failed poll is no news yet.
    expect(liveStatusBadge(input({failure: 'no connection'}))?.label).toBe('Going live…')
  })

  test("is not live after the patience when the CDN's purges fail", () => {
    const reading = answer(applied('rev-new', {purged: false}), {edge: {name: 'varnish', purgesFailingSince: '2026-11-28T11:40:00.000Z'}})
    expect(liveStatusBadge(input(reading))?.label).toBe('Going live…')
    expect(liveStatusBadge(input(reading, {sincePublishMs: PATIENCE}))).toEqual({
      label: 'Not live yet',
      title:
        'The site has this version, but the CDN (varnish) has not taken the previous pages down: its purges are failing since 11:40. ' +
        "Visitors may get the previous version for a few minutes more. Tell whoever runs the site (the webmaster): the CDN's purge is failing.",
      color: 'danger',
    })
  })

  test('is live behind a CDN once its purge got through', () => {
    const reading = answer(applied('rev-new', {purged: true}), {edge: {name: 'fastly', purgesFailingSince: null}})
    expect(liveStatusBadge(input(reading))?.label).toBe('Live on the site')
  })

  test("is not live after the patience when the site's revision still differs, naming the site's and its last catch-up", () => {
    expect(liveStatusBadge(input(answer(applied('rev-old')), {sincePublishMs: 120_000}))).toEqual({
      label: 'Not live yet',
      title:
        'The site has not applied this version yet: it still shows the version it applied at 11:59 (it last checked the Content Lake ' +
        'at 11:59). It checks the Content Lake for what it missed every few seconds. If it is not live within a few minutes, tell ' +
        'whoever runs the site (the webmaster): the site is not catching up with the Content Lake.',
      color: 'danger',
    })
  })

  test('the site with no record of it says so after the patience, without claiming it is not live', () => {
    expect(liveStatusBadge(input(answer(null), {sincePublishMs: PATIENCE}))).toEqual({
      label: 'Not reported by the site',
      title:
        'The site has no record of applying this document since it started: it may well be live. Open it on the site to see. If the ' +
        'site does not show it within a few minutes, tell whoever runs the site (the webmaster): the site has not reported this document.',
      color: 'warning',
    })
    expect(liveStatusBadge(input(answer(null)))?.label).toBe('Going live…')
  })

  test('shows nothing before the first answer', () => {
    expect(liveStatusBadge(input(null))).toBeNull()
  })
})

describe('a document without a published version', () => {
  const unpublished = (reading: SiteReading | null, sincePublishMs = 2_000) => input(reading, {published: null, sincePublishMs})

  test('never published: no badge', () => {
    expect(liveStatusBadge(unpublished(answer(null)))).toBeNull()
    expect(liveStatusBadge(unpublished({failure: 'no connection'}))).toBeNull()
  })

  test('unpublished or deleted, once the site has applied it: off the site since when', () => {
    expect(liveStatusBadge(unpublished(answer(applied(null))))).toEqual({
      label: 'Off the site',
      title: 'Not published: the site took it off at 11:59.',
      color: 'success',
    })
  })

  test('unpublished while the site still shows it: leaving, then still on the site with the reason', () => {
    expect(liveStatusBadge(unpublished(answer(applied('rev-old'))))).toEqual({
      label: 'Leaving the site…',
      title: 'Unpublished: the site is taking it off on /pilot/givify and /pilots.',
      color: 'warning',
    })
    const down = answer(applied('rev-old'), {contentLake: {reachable: false, unreachableSince: '2026-11-28T11:58:00.000Z'}})
    const late = liveStatusBadge(unpublished(down, PATIENCE))
    expect(late?.label).toBe('Still on the site')
    expect(late?.color).toBe('danger')
    expect(late?.title).toMatch(/^The site has not heard from the Content Lake since 11:58:/)
  })
})

describe('times and answers', () => {
  test("times are the editor's HH:MM, with the date when not today", () => {
    expect(clockTime('2026-11-28T09:05:00.000Z', {now: NOW, locale: 'en-GB', timeZone: 'UTC'})).toBe('09:05')
    expect(clockTime('2026-11-28T21:05:00.000Z', {now: NOW, locale: 'en-US', timeZone: 'UTC'})).toBe('09:05 PM')
    expect(clockTime('2026-11-28T09:05:00.000Z', {now: NOW, locale: 'en-GB', timeZone: 'Asia/Tokyo'})).toBe('18:05')
    expect(clockTime('2026-11-26T09:05:00.000Z', {now: NOW, locale: 'en-GB', timeZone: 'UTC'})).toBe('26 Nov, 09:05')
  })

  test('an answer not of the contract’s shape is no answer', () => {
    const good = (answer(applied('rev-new')) as {answer: SiteAnswer}).answer
    expect(readSiteAnswer(good)).toEqual(good)
    expect(readSiteAnswer({error: 'Too many requests'})).toBeNull()
    expect(readSiteAnswer('<html>Bad gateway</html>')).toBeNull()
    expect(readSiteAnswer({...good, documents: {'pilot-givify': {rev: 7}}})).toBeNull()
    expect(readSiteAnswer({...good, site: {...good.site, contentLake: {reachable: 'yes', unreachableSince: null}}})).toBeNull()
  })
})
