/**
 * The stand-in keeps Content Releases as the Content Lake does: release documents and their states,
 * version documents, every release and version action the Studio and @sanity/client send, perspective
 * stacks, `releases::all()`, listener events, and a scheduled release published at its time, each of
 * its documents announced by the webhook as a publish is.
 */
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {afterEach, beforeEach, describe, expect, test} from 'vitest'
import {DATA_FILE} from '../../content/src/paths.ts'
import {startLakeStandIn, type LakeStandIn} from '../src/index.ts'

let lake: LakeStandIn
beforeEach(async () => {
  lake = await startLakeStandIn({file: DATA_FILE, projectId: 'test0proj', dataset: 'production'})
})
afterEach(() => lake.close())

const query = async (groq: string, perspective?: string, apiVersion = '2025-09-01') => {
  const url = new URL(`${lake.url}/v${apiVersion}/data/query/production`)
  url.searchParams.set('query', groq)
  if (perspective) url.searchParams.set('perspective', perspective)
  const response = await fetch(url)
  const body = (await response.json()) as {result?: unknown; error?: {description: string}}
  return response.ok ? body.result : {status: response.status, error: body.error?.description}
}
const act = async (...actions: Record<string, unknown>[]) => {
  const response = await fetch(`${lake.url}/v2025-09-01/data/actions/production`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({actions}),
  })
  const body = (await response.json()) as {error?: {description: string}}
  return {status: response.status, error: body.error?.description}
}
const release = (name: string, action: string, more: Record<string, unknown> = {}) =>
  act({actionType: `sanity.action.release.${action}`, releaseId: name, ...more})
const heading = (perspective?: string) => query('*[_id == "aboutPage"][0].heading', perspective)
const editDraft = (set: Record<string, unknown>) =>
  act({actionType: 'sanity.action.document.edit', draftId: 'drafts.aboutPage', publishedId: 'aboutPage', patch: {set}})

/** A site that answers the webhook 200 and keeps the ids of the documents announced. */
async function startSite() {
  const announced: string[] = []
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    announced.push((JSON.parse(Buffer.concat(chunks).toString('utf8')) as {_id: string})._id)
    response.writeHead(200).end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  lake.setWebhook({url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`, secret: 'releases-test'})
  return {announced, close: () => new Promise<void>((resolve) => server.close(() => resolve()))}
}

/** A Scheduled Draft as the Studio makes one: a release of one document, its version copied from the draft, scheduled. */
async function scheduleDraft(name: string, publishAt: Date) {
  const created = await release(name, 'create', {
    metadata: {
      title: 'Scheduled publish',
      description: '',
      releaseType: 'scheduled',
      cardinality: 'one',
      intendedPublishAt: publishAt.toISOString(),
    },
  })
  const draft = lake.store.get('drafts.aboutPage')!
  const version = await act({
    actionType: 'sanity.action.document.version.create',
    publishedId: 'aboutPage',
    baseId: 'drafts.aboutPage',
    versionId: `versions.${name}.aboutPage`,
    ifBaseRevisionId: draft._rev,
  })
  const scheduled = await release(name, 'schedule', {publishAt: publishAt.toISOString()})
  return [created.status, version.status, scheduled.status]
}

describe('Lake stand-in: Content Releases', () => {
  test('a Scheduled Draft as the Studio sends it: listed, locked, seen only through its perspective, published at its time with one webhook', async () => {
    const site = await startSite()
    await editDraft({heading: 'About Us, from the summit'})
    const at = new Date(Date.now() + 60_000)
    expect(await scheduleDraft('rSummit', at)).toEqual([200, 200, 200])

    // The Studio's list of releases (its own query, no perspective at its API version) and GROQ's releases::all().
    const studioList = '*[_type=="system.release" && _id in path("_.releases.*")]{_id, state, publishAt, metadata}'
    expect(await query(studioList, undefined, '2025-02-19')).toEqual([
      {
        _id: '_.releases.rSummit',
        state: 'scheduled',
        publishAt: at.toISOString(),
        metadata: {
          title: 'Scheduled publish',
          description: '',
          releaseType: 'scheduled',
          cardinality: 'one',
          intendedPublishAt: at.toISOString(),
        },
      },
    ])
    expect(await query('releases::all()[].name', 'drafts')).toEqual(['rSummit'])
    expect(await query('releases::all()[state == "scheduled"].name')).toEqual(['rSummit'])

    // Visitors see the published heading; the draft view the draft; the release's view the version.
    expect(await heading('published')).toBe('About Us')
    expect(await heading('drafts')).toBe('About Us, from the summit')
    await editDraft({heading: 'A later draft'})
    expect(await heading('rSummit,drafts')).toBe('About Us, from the summit')
    expect(await query('*[_id == "aboutPage"][0]._originalId', 'rSummit,drafts')).toBe('versions.rSummit.aboutPage')
    expect(await heading('drafts')).toBe('A later draft')

    // Scheduled, it is locked: its version cannot be discarded, nor the release published over its schedule.
    expect((await act({actionType: 'sanity.action.document.version.discard', versionId: 'versions.rSummit.aboutPage'})).status).toBe(409)
    expect((await release('rSummit', 'publish')).status).toBe(409)

    // Rescheduled to a moment from now, as the Studio reschedules: unschedule, edit, schedule.
    expect((await release('rSummit', 'unschedule')).status).toBe(200)
    expect(lake.store.get('_.releases.rSummit')).toMatchObject({state: 'active'})
    expect(lake.store.get('_.releases.rSummit')).not.toHaveProperty('publishAt')
    const soon = new Date(Date.now() + 300).toISOString()
    expect((await release('rSummit', 'edit', {patch: {set: {'metadata.intendedPublishAt': soon}}})).status).toBe(200)
    expect((await release('rSummit', 'schedule', {publishAt: soon})).status).toBe(200)

    await expect.poll(() => lake.store.get('_.releases.rSummit')?.state).toBe('published')
    expect(await heading('published')).toBe('About Us, from the summit')
    expect(lake.store.get('versions.rSummit.aboutPage')).toBeNull()
    // The draft made after the version stays a draft.
    expect(lake.store.get('drafts.aboutPage')?.heading).toBe('A later draft')
    expect(lake.store.get('_.releases.rSummit')).toMatchObject({
      publishedAt: expect.any(String),
      finalDocumentStates: [{id: 'aboutPage'}],
    })
    expect(lake.store.get('_.releases.rSummit')).not.toHaveProperty('publishAt')
    await lake.settled()
    expect(site.announced).toEqual(['aboutPage'])
    await site.close()
  })

  test('a perspective stack shows each document as its first layer holding a version makes it, over the draft, over the published', async () => {
    await editDraft({heading: 'Draft heading'})
    for (const name of ['rA', 'rB']) {
      await release(name, 'create', {metadata: {title: name, releaseType: 'asap'}})
      await act({
        actionType: 'sanity.action.document.version.create',
        publishedId: 'aboutPage',
        document: {...lake.store.get('aboutPage'), _id: `versions.${name}.aboutPage`, heading: `Heading of ${name}`},
      })
    }
    // Only rB changes the intro; only rA has a new document.
    const replaced = await act({
      actionType: 'sanity.action.document.version.replace',
      document: {...lake.store.get('versions.rB.aboutPage'), intro: 'Intro of rB'},
    })
    expect(replaced.status).toBe(200)
    expect(
      (
        await act({
          actionType: 'sanity.action.document.version.create',
          publishedId: 'pilot-new',
          document: {_id: 'versions.rA.pilot-new', _type: 'pilot', title: 'New pilot'},
        })
      ).status,
    ).toBe(200)

    expect(await heading('rA,rB,drafts')).toBe('Heading of rA')
    expect(await heading('rB,rA,drafts')).toBe('Heading of rB')
    expect(await heading('rB')).toBe('Heading of rB')
    expect(await query('*[_id == "aboutPage"][0].intro', 'rA,rB')).not.toBe('Intro of rB')
    expect(await query('*[_id == "aboutPage"][0].intro', 'rB,rA')).toBe('Intro of rB')
    expect(await heading('drafts')).toBe('Draft heading')
    expect(await heading('previewDrafts')).toBe('Draft heading')
    expect(await heading('published')).toBe('About Us')
    expect(await heading('rUnknown')).toBe('About Us')
    expect(await query('*[_id == "pilot-new"][0]{_id, _originalId, title}', 'rA,drafts')).toEqual({
      _id: 'pilot-new',
      _originalId: 'versions.rA.pilot-new',
      title: 'New pilot',
    })
    expect(await query('*[_id == "pilot-new"][0]', 'rB,drafts')).toBeNull()
    expect(await query('count(*[_id in path("versions.**")])', 'raw')).toBe(3)
    expect(await query('count(*[_id in path("versions.**")])', 'rA,rB')).toBe(0)
    // Before API v2025-02-19 a release in a perspective is refused, as the Lake refuses it.
    expect(await query('*[_id == "aboutPage"][0].heading', 'rA', '2024-01-01')).toMatchObject({status: 400})
    expect(lake.unanswered).toEqual([])
  })

  test('a release of several documents publishes them together, an unpublish in it taking its document off; one webhook each', async () => {
    const site = await startSite()
    await release('rLaunch', 'create', {metadata: {title: 'Pilot launch', releaseType: 'asap'}})
    const pilotsPage = lake.store.get('pilotsPage')!
    const pilots = pilotsPage.pilots as {_ref: string}[]
    expect(
      await act(
        {
          actionType: 'sanity.action.document.version.create',
          publishedId: 'pilot-new',
          document: {_id: 'versions.rLaunch.pilot-new', _type: 'pilot', title: 'New pilot', slug: {_type: 'slug', current: 'new-pilot'}},
        },
        {
          actionType: 'sanity.action.document.version.create',
          publishedId: 'pilotsPage',
          document: {
            ...pilotsPage,
            _id: 'versions.rLaunch.pilotsPage',
            pilots: [
              ...pilots.filter(({_ref}) => _ref !== 'pilot-givify'),
              {_type: 'reference', _key: 'kNew', _ref: 'pilot-new', _weak: true},
            ],
          },
        },
        {actionType: 'sanity.action.document.version.unpublish', versionId: 'versions.rLaunch.pilot-givify', publishedId: 'pilot-givify'},
      ),
    ).toMatchObject({status: 200})
    expect(lake.store.get('versions.rLaunch.pilot-givify')).toMatchObject({_system: {delete: true}, title: 'Givify'})
    // Seen through the release: the new pilot listed, Givify gone; nothing of it published yet.
    expect(await query('*[_id == "pilotsPage"][0].pilots[]->title', 'rLaunch')).toContain('New pilot')
    expect(await query('*[_id == "pilot-givify"][0]', 'rLaunch')).toBeNull()
    expect(await query('*[_id == "pilot-givify"][0].title', 'published')).toBe('Givify')
    // Unpublishing in a release needs the document published.
    expect(
      (
        await act({
          actionType: 'sanity.action.document.version.unpublish',
          versionId: 'versions.rLaunch.pilot-none',
          publishedId: 'pilot-none',
        })
      ).status,
    ).toBe(409)

    expect((await release('rLaunch', 'publish')).status).toBe(200)
    expect(await query('*[_id == "pilotsPage"][0].pilots[]->title', 'published')).toContain('New pilot')
    expect(await query('*[_id == "pilot-new"][0].slug.current', 'published')).toBe('new-pilot')
    expect(lake.store.get('pilot-givify')).toBeNull()
    expect(await query('count(*[_id in path("versions.rLaunch.**")])', 'raw')).toBe(0)
    expect(lake.store.get('_.releases.rLaunch')).toMatchObject({
      state: 'published',
      finalDocumentStates: [{id: 'pilot-new'}, {id: 'pilotsPage'}, {id: 'pilot-givify'}],
    })
    await lake.settled()
    expect(site.announced.sort()).toEqual(['pilot-givify', 'pilot-new', 'pilotsPage'])
    // A published release takes no more versions, and cannot be published twice.
    expect((await release('rLaunch', 'publish')).status).toBe(409)
    expect(
      (
        await act({
          actionType: 'sanity.action.document.version.create',
          publishedId: 'aboutPage',
          baseId: 'aboutPage',
          versionId: 'versions.rLaunch.aboutPage',
        })
      ).status,
    ).toBe(409)
    await site.close()
  })

  test('edit, archive, unarchive and delete a release: archived versions leave and come back; a release is deleted only once archived or published', async () => {
    await release('rSpring', 'create', {metadata: {title: 'Spring'}})
    expect(lake.store.get('_.releases.rSpring')).toMatchObject({
      name: 'rSpring',
      state: 'active',
      metadata: {title: 'Spring', releaseType: 'undecided'},
    })
    expect((await release('rSpring', 'create', {metadata: {title: 'Again'}})).status).toBe(409)
    await release('rSpring', 'edit', {patch: {set: {metadata: {title: 'Spring launch', releaseType: 'asap'}}}})
    expect(lake.store.get('_.releases.rSpring')?.metadata).toEqual({title: 'Spring launch', releaseType: 'asap'})
    // An edit changes the metadata, never the state.
    expect((await release('rSpring', 'edit', {patch: {set: {state: 'published'}}})).status).toBe(400)
    await act({
      actionType: 'sanity.action.document.version.create',
      publishedId: 'aboutPage',
      baseId: 'aboutPage',
      versionId: 'versions.rSpring.aboutPage',
    })
    expect(lake.store.get('versions.rSpring.aboutPage')?.heading).toBe('About Us')

    expect((await release('rSpring', 'delete')).status).toBe(409)
    expect((await release('rSpring', 'archive')).status).toBe(200)
    expect(lake.store.get('_.releases.rSpring')?.state).toBe('archived')
    expect(lake.store.get('versions.rSpring.aboutPage')).toBeNull()
    expect((await release('rSpring', 'unarchive')).status).toBe(200)
    expect(lake.store.get('_.releases.rSpring')?.state).toBe('active')
    expect(lake.store.get('versions.rSpring.aboutPage')?.heading).toBe('About Us')

    // A version discarded leaves the release; the release, archived, can go.
    expect((await act({actionType: 'sanity.action.document.version.discard', versionId: 'versions.rSpring.aboutPage'})).status).toBe(200)
    await release('rSpring', 'archive')
    expect((await release('rSpring', 'delete')).status).toBe(200)
    expect(lake.store.get('_.releases.rSpring')).toBeNull()
    expect((await release('rSpring', 'unarchive')).status).toBe(404)
    // A version of no release is refused; so is a schedule without a time.
    expect(
      (
        await act({
          actionType: 'sanity.action.document.version.create',
          publishedId: 'aboutPage',
          baseId: 'aboutPage',
          versionId: 'versions.rNone.aboutPage',
        })
      ).status,
    ).toBe(404)
    await release('rSummer', 'create', {metadata: {title: 'Summer'}})
    expect(await release('rSummer', 'schedule', {publishAt: 'tomorrow'})).toMatchObject({
      status: 400,
      error: expect.stringContaining('publishAt'),
    })
    expect(lake.unanswered).toEqual([])
  })

  test('a schedule already past publishes at once; a test moves the clock to publish a later one; a reset takes releases away', async () => {
    await editDraft({heading: 'Past due'})
    expect(await scheduleDraft('rPast', new Date(Date.now() - 1_000))).toEqual([200, 200, 200])
    expect(lake.store.get('_.releases.rPast')?.state).toBe('published')
    expect(await heading('published')).toBe('Past due')

    await editDraft({heading: 'Next year'})
    const nextYear = new Date(Date.now() + 365 * 24 * 3600_000)
    await scheduleDraft('rLater', nextYear)
    expect(lake.publishScheduledReleases(new Date(nextYear.getTime() - 1))).toEqual([])
    expect(lake.store.get('_.releases.rLater')?.state).toBe('scheduled')
    expect(lake.publishScheduledReleases(nextYear)).toHaveLength(1)
    expect(await heading('published')).toBe('Next year')

    await lake.reset()
    expect(await query('releases::all()')).toEqual([])
    expect(await heading('published')).toBe('About Us')
  })

  test('listeners hear of release documents and versions, as the Studio listens for them', async () => {
    const controller = new AbortController()
    const listenQuery = '*[(_type=="system.release" && _id in path("_.releases.*")) || _id in path("versions.**")]'
    const response = await fetch(
      `${lake.url}/v2025-02-19/data/listen/production?query=${encodeURIComponent(listenQuery)}&effectFormat=mendoza`,
      {
        signal: controller.signal,
      },
    )
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ''
    const next = async () => {
      let match: RegExpExecArray | null
      while (!(match = /event: mutation\nid: .*\ndata: (.*)\n\n/.exec(text))) {
        const {value, done} = await reader.read()
        if (done) throw new Error(`The listener stream ended before the next event (left: ${text})`)
        text += value
      }
      text = text.slice(match.index + match[0].length)
      return JSON.parse(match[1]!) as {documentId: string; transition: string; effects: {apply: [number, Record<string, unknown>]}}
    }
    expect((await release('rListen', 'create', {metadata: {title: 'Heard', releaseType: 'asap'}})).status).toBe(200)
    expect(await next()).toMatchObject({documentId: '_.releases.rListen', transition: 'appear', effects: {apply: [0, {state: 'active'}]}})
    await act({
      actionType: 'sanity.action.document.version.create',
      publishedId: 'aboutPage',
      baseId: 'aboutPage',
      versionId: 'versions.rListen.aboutPage',
    })
    expect(await next()).toMatchObject({documentId: 'versions.rListen.aboutPage', transition: 'appear'})
    await release('rListen', 'publish')
    const events = [await next(), await next()]
    expect(events.map(({documentId, transition}) => `${documentId} ${transition}`).sort()).toEqual([
      '_.releases.rListen update',
      'versions.rListen.aboutPage disappear',
    ])
    controller.abort()
  })
})
