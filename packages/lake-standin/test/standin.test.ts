/**
 * The stand-in behaves as the Content Lake does for what the Studio and site rely on: perspectives,
 * actions, the listener stream, the signed webhook with the README's projection, and a clear list of
 * what it did not answer.
 */
import {readFileSync} from 'node:fs'
import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import {afterEach, beforeEach, describe, expect, test} from 'vitest'
import {isValidSignature, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {DATA_FILE} from '../../content/src/paths.ts'
import {imageSize, solidPng, startLakeStandIn, WEBHOOK_PROJECTION, type LakeStandIn} from '../src/index.ts'

const SECRET = 'standin-test-secret'
let lake: LakeStandIn
beforeEach(async () => {
  lake = await startLakeStandIn({file: DATA_FILE, projectId: 'test0proj', dataset: 'production'})
})
afterEach(() => lake.close())

const query = async (groq: string, perspective?: string) => {
  const url = new URL(`${lake.url}/v2025-09-01/data/query/production`)
  url.searchParams.set('query', groq)
  if (perspective) url.searchParams.set('perspective', perspective)
  return ((await (await fetch(url)).json()) as {result: unknown}).result
}
const act = (actions: unknown[]) =>
  fetch(`${lake.url}/v2025-09-01/data/actions/production`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({actions}),
  })
const edit = (title: string) =>
  act([{actionType: 'sanity.action.document.edit', draftId: 'drafts.pilot-givify', publishedId: 'pilot-givify', patch: {set: {title}}}])

describe('Lake stand-in', () => {
  test('the README configures the same webhook projection the stand-in sends', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
    // The webhook settings table's Projection row, however the table's columns are padded.
    const projection = /^\|\s*Projection\s*\|\s*`([^`]+)`\s*\|/m.exec(readme)?.[1]
    expect(projection).toBe(WEBHOOK_PROJECTION)
  })

  test('an edit makes a draft that only the drafts and raw perspectives see; publish makes it public', async () => {
    const original = await query('*[_id == "pilot-givify"][0].title', 'published')
    expect(original).toBe('Givify')
    expect((await edit('Draft title')).status).toBe(200)
    expect(await query('*[_id == "pilot-givify"][0].title', 'published')).toBe(original)
    expect(await query('*[_id == "pilot-givify"][0].title', 'drafts')).toBe('Draft title')
    // A reference resolves to what the perspective shows: the Pilots page's Givify entry, each way.
    const listedTitles = '*[_id == "pilotsPage"][0].pilots[]->title'
    expect(await query(listedTitles, 'published')).toContain(original)
    expect(await query(listedTitles, 'published')).not.toContain('Draft title')
    expect(await query(listedTitles, 'drafts')).toContain('Draft title')
    expect(await query('count(*[_id in ["pilot-givify", "drafts.pilot-givify"]])', 'raw')).toBe(2)

    const rev = lake.store.get('pilot-givify')!._rev
    const stale = await act([
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.pilot-givify',
        publishedId: 'pilot-givify',
        ifPublishedRevisionId: 'not-the-rev',
      },
    ])
    expect(stale.status).toBe(409)
    const publish = await act([
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.pilot-givify',
        publishedId: 'pilot-givify',
        ifPublishedRevisionId: rev,
      },
    ])
    expect(publish.status).toBe(200)
    expect(await query('*[_id == "pilot-givify"][0].title', 'published')).toBe('Draft title')
    expect(lake.store.get('drafts.pilot-givify')).toBeNull()
    expect(lake.actions.map(({actionType}) => actionType)).toContain('sanity.action.document.publish')
  })

  test('asked for a content source map, a query names the document and field each text came from', async () => {
    await edit('A title only the draft has')
    const url = new URL(`${lake.url}/v2025-09-01/data/query/production`)
    url.searchParams.set('query', '*[_id == "pilot-givify"][0]{title, "summary": {"line": description}, keyFeatures}')
    url.searchParams.set('perspective', 'drafts')
    url.searchParams.set('resultSourceMap', 'withKeyArraySelector')
    const {result, resultSourceMap: map} = (await (await fetch(url)).json()) as {
      result: {summary: {line: string}}
      resultSourceMap: {documents: object[]; paths: string[]; mappings: Record<string, {source: {document: number; path: number}}>}
    }
    expect(map.documents).toEqual([{_id: 'drafts.pilot-givify', _type: 'pilot'}])
    const origin = (resultPath: string) => {
      const {source} = map.mappings[resultPath]!
      return [map.documents[source.document], map.paths[source.path]]
    }
    expect(origin("$['title']")).toEqual([{_id: 'drafts.pilot-givify', _type: 'pilot'}, "$['title']"])
    expect(origin("$['summary']['line']")[1]).toBe("$['description']")
    expect(origin("$['keyFeatures'][2]")[1]).toBe("$['keyFeatures'][2]")
    expect(result.summary.line).toBe(lake.store.get('pilot-givify')!.description)
    // Without the parameter, no map.
    url.searchParams.delete('resultSourceMap')
    expect(Object.keys((await (await fetch(url)).json()) as object)).not.toContain('resultSourceMap')
  })

  test('unpublish keeps a draft; discard and delete remove documents', async () => {
    await act([{actionType: 'sanity.action.document.unpublish', draftId: 'drafts.pilot-givify', publishedId: 'pilot-givify'}])
    expect(lake.store.get('pilot-givify')).toBeNull()
    expect(lake.store.get('drafts.pilot-givify')?.title).toBe('Givify')
    await act([{actionType: 'sanity.action.document.discard', draftId: 'drafts.pilot-givify'}])
    expect(lake.store.get('drafts.pilot-givify')).toBeNull()
    await act([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'pilot-new',
        attributes: {_id: 'drafts.pilot-new', _type: 'pilot', title: 'New'},
        ifExists: 'fail',
      },
    ])
    expect(lake.store.get('drafts.pilot-new')?.title).toBe('New')
    await act([{actionType: 'sanity.action.document.delete', publishedId: 'pilot-new', includeDrafts: ['drafts.pilot-new']}])
    expect(lake.store.get('drafts.pilot-new')).toBeNull()
  })

  test('discard changes, as the Studio sends it (a version discard), removes the draft and nothing else', async () => {
    await edit('A draft to throw away')
    const response = await act([{actionType: 'sanity.action.document.version.discard', versionId: 'drafts.pilot-givify'}])
    expect(response.status).toBe(200)
    expect(lake.store.get('drafts.pilot-givify')).toBeNull()
    expect(lake.store.get('pilot-givify')?.title).toBe('Givify')
    // The published document is no version: the Lake refuses, and so does the stand-in.
    expect((await act([{actionType: 'sanity.action.document.version.discard', versionId: 'pilot-givify'}])).status).toBe(400)
    expect(lake.store.get('pilot-givify')).not.toBeNull()
    expect(lake.unanswered).toEqual([])
  })

  test('an action or mutation it does not apply is refused and recorded as unanswered, so the test fails', async () => {
    // Variants (a beta of the Studio) are not stood in.
    const response = await act([{actionType: 'sanity.action.document.variant.create', publishedId: 'pilot-givify', document: {}}])
    expect(response.status).toBe(400)
    expect(lake.unanswered).toEqual([
      expect.stringMatching(/^POST \/v2025-09-01\/data\/actions\/production \(failed: .*sanity\.action\.document\.variant\.create/),
    ])
    expect(() => lake.assertAllAnswered()).toThrow('variant.create')
  })

  test('unpublishing or deleting a strongly referenced document is refused as the Lake refuses it; a weak list entry does not hold', async () => {
    // A Beacon page needs its finalist: a strong reference.
    for (const action of [
      {
        actionType: 'sanity.action.document.unpublish',
        draftId: 'drafts.finalist-staking-for-good',
        publishedId: 'finalist-staking-for-good',
      },
      {actionType: 'sanity.action.document.delete', publishedId: 'finalist-staking-for-good', includeDrafts: []},
    ]) {
      const response = await act([action])
      expect(response.status).toBe(409)
      expect(((await response.json()) as {error: {description: string}}).error.description).toMatch(
        /Document "finalist-staking-for-good" cannot be deleted as there are references to it from "beacon-staking-for-good"/,
      )
      expect(lake.store.get('finalist-staking-for-good')).not.toBeNull()
      expect(lake.store.get('drafts.finalist-staking-for-good')).toBeNull()
    }
    // The Pilots page lists Givify with a weak reference: the pilot can go, the page keeps its entry.
    const unpublished = await act([
      {actionType: 'sanity.action.document.unpublish', draftId: 'drafts.pilot-givify', publishedId: 'pilot-givify'},
    ])
    expect(unpublished.status).toBe(200)
    expect(
      await query('*[_id == "pilotsPage"][0]{"refs": count(pilots), "live": count(pilots[defined(@->slug.current)])}', 'published'),
    ).toEqual({
      refs: 6,
      live: 5,
    })
    expect(lake.unanswered).toEqual([])
  })

  test('an uploaded image becomes an image asset with a Lake-format id, served as a file; the same file is the same asset', async () => {
    const png = solidPng(4, 3, [200, 40, 90])
    const upload = () =>
      fetch(`${lake.url}/v2025-09-01/assets/images/production?filename=portrait.png`, {
        method: 'POST',
        headers: {'content-type': 'image/png'},
        body: new Uint8Array(png),
      })
    const response = await upload()
    expect(response.status).toBe(200)
    const {document} = (await response.json()) as {document: {_id: string; _type: string; url: string; originalFilename: string}}
    expect(document._type).toBe('sanity.imageAsset')
    expect(document._id).toMatch(/^image-[0-9a-f]{40}-4x3-png$/)
    expect(document.originalFilename).toBe('portrait.png')
    expect(await query(`*[_id == "${document._id}"][0].metadata.dimensions{width, height}`)).toEqual({width: 4, height: 3})

    const fileName = document._id.replace(/^image-/, '').replace(/-png$/, '.png')
    expect(document.url).toBe(`https://cdn.sanity.io/images/test0proj/production/${fileName}`)
    const served = await fetch(`${lake.url}/images/test0proj/production/${fileName}?w=100&auto=format`)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)

    const again = (await (await upload()).json()) as {document: {_id: string}}
    expect(again.document._id).toBe(document._id)
    expect(await query('count(*[_type == "sanity.imageAsset" && originalFilename == "portrait.png"])')).toBe(1)

    const notAnImage = await fetch(`${lake.url}/v2025-09-01/assets/images/production`, {
      method: 'POST',
      headers: {'content-type': 'image/png'},
      body: 'text',
    })
    expect(notAnImage.status).toBe(400)
    expect(lake.unanswered).toEqual([])
  })

  test('the launch images have Lake-format ids that every image field refers to, and their files are served', async () => {
    const assets = (await query(
      '*[_type == "sanity.imageAsset"]{_id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height}',
    )) as {
      _id: string
      url: string
      width: number
      height: number
    }[]
    expect(assets.length).toBeGreaterThan(40)
    for (const asset of assets) expect(asset._id).toMatch(new RegExp(`^image-[0-9a-f]{40}-${asset.width}x${asset.height}-svg$`))
    expect(await query('count(*[defined(image.asset) && !defined(image.asset->url)])')).toBe(0)
    expect(await query('*[_id == "team-wei-chen"][0].image.asset._ref')).toMatch(/^image-[0-9a-f]{40}-320x320-svg$/)
    // The file under the name the Studio derives from the id, and under the bundled name the url keeps.
    const [first] = assets
    const derived = first!._id.replace(/^image-/, '').replace(/-svg$/, '.svg')
    for (const name of [derived, first!.url.split('/').pop()!]) {
      const served = await fetch(`${lake.url}/images/test0proj/production/${name}`)
      expect(served.status, name).toBe(200)
      expect(imageSize(Buffer.from(await served.arrayBuffer()), 'image/svg+xml')).toEqual({width: first!.width, height: first!.height})
    }
  })

  test("the Studio's search honours its text: only documents holding the words match", async () => {
    const search = (text: string) =>
      query(
        `*[_type in ["pilot", "teamMember"] && ([@, _id] match text::query("${text}") || references("${text}"))] | score(boost(title match text::query("${text}"), 10)) | order(_score desc)._id`,
      )
    // Other documents mention Givify too; the pilot titled so comes first.
    const givify = (await search('givi*')) as string[]
    expect(givify[0]).toBe('pilot-givify')
    expect(givify.length).toBeLessThan(6 + 21)
    expect(await search('wei chen')).toEqual(['team-wei-chen'])
    expect(await search('nothing-holds-this-word')).toEqual([])
    expect(((await search('*')) as string[]).length).toBe(6 + 21)
  })

  /** Opens a listener on some documents; `next()` resolves with its next mutation event. */
  const listen = async (ids: string[]) => {
    const controller = new AbortController()
    const url = `${lake.url}/v2025-09-01/data/listen/production?query=${encodeURIComponent('*[_id in $ids]')}&$ids=${encodeURIComponent(JSON.stringify(ids))}&effectFormat=mendoza`
    const response = await fetch(url, {signal: controller.signal})
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ''
    const until = async (pattern: RegExp) => {
      let match: RegExpExecArray | null
      while (!(match = pattern.exec(text))) text += (await reader.read()).value ?? ''
      text = text.slice(match.index + match[0].length)
      return match
    }
    await until(/event: welcome\n.*\n\n/)
    return {
      next: async () => JSON.parse((await until(/event: mutation\nid: .*\ndata: (.*)\n\n/))[1]!),
      close: () => controller.abort(),
    }
  }

  test('the listener stream stays open and carries each change as a whole-document mendoza effect', async () => {
    const listener = await listen(['drafts.pilot-givify'])
    await edit('Streamed title')
    const data = await listener.next()
    expect(data).toMatchObject({documentId: 'drafts.pilot-givify', transition: 'appear', effects: {apply: [0, {title: 'Streamed title'}]}})
    expect(data.resultRev).toBe(lake.store.get('drafts.pilot-givify')!._rev)
    listener.close()
  })

  test("a document's events chain by revision across a publish, so the Studio can apply the next draft", async () => {
    const listener = await listen(['drafts.pilot-givify'])
    await edit('First draft')
    const appeared = await listener.next()
    await act([{actionType: 'sanity.action.document.publish', draftId: 'drafts.pilot-givify', publishedId: 'pilot-givify'}])
    const published = await listener.next()
    await edit('Second draft')
    const reappeared = await listener.next()

    // The publish deletes the draft: that event still has a result revision, its transaction's.
    expect(published).toMatchObject({transition: 'disappear', previousRev: appeared.resultRev, resultRev: published.transactionId})
    // The publish changed two documents, but this listener sees one: its counts say so.
    expect(published).toMatchObject({transactionTotalEvents: 1, transactionCurrentEvent: 1})
    expect(reappeared.transition).toBe('appear')
    expect(reappeared.previousRev).toBeUndefined()
    listener.close()
  })

  test('a reset tells open listeners of each document it changes back, chained by revision, and of nothing else', async () => {
    const listener = await listen(['drafts.pilot-givify', 'pilot-givify', 'pilot-metaminding-lab'])
    await act([{actionType: 'sanity.action.document.delete', publishedId: 'pilot-metaminding-lab', includeDrafts: []}])
    const deleted = await listener.next()
    await edit('Edited before the reset')
    const drafted = await listener.next()
    await lake.reset()
    const [first, second] = [await listener.next(), await listener.next()]
    const events = Object.fromEntries([first, second].map((event) => [event.documentId, event]))
    expect(first.transactionId).toBe(second.transactionId)
    expect(events['drafts.pilot-givify']).toMatchObject({
      transition: 'disappear',
      previousRev: drafted.resultRev,
      transactionTotalEvents: 2,
    })
    expect(events['pilot-metaminding-lab']).toMatchObject({transition: 'appear', effects: {apply: [0, {title: 'MetaMinding Lab'}]}})
    expect(deleted.transition).toBe('disappear')
    expect(lake.store.get('pilot-metaminding-lab')?._rev).toBe(first.transactionId)
    // The published Givify, never changed, keeps its revision; a second reset changes nothing.
    const givify = lake.store.get('pilot-givify')!._rev
    await lake.reset()
    expect(lake.store.get('pilot-givify')!._rev).toBe(givify)
    expect(lake.store.get('pilot-metaminding-lab')?._rev).toBe(first.transactionId)
    listener.close()
  })

  test('a publish sends the signed webhook with the projection of the published document', async () => {
    const received: {body: string; signature: string}[] = []
    const site = createServer(async (request, response) => {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      received.push({body: Buffer.concat(chunks).toString('utf8'), signature: String(request.headers[SIGNATURE_HEADER_NAME])})
      response.writeHead(200).end('{}')
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    try {
      lake.setWebhook({url: `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/revalidate`, secret: SECRET})
      await edit('Webhook title')
      await lake.settled()
      expect(received).toEqual([]) // drafts do not trigger the webhook
      await act([{actionType: 'sanity.action.document.publish', draftId: 'drafts.pilot-givify', publishedId: 'pilot-givify'}])
      await lake.settled()
      expect(received.map(({body}) => JSON.parse(body))).toEqual([
        {_id: 'pilot-givify', _type: 'pilot', rev: expect.any(String), slug: 'givify', previousSlug: 'givify'},
      ])
      // The revision published, which the site waits for the Lake to serve.
      expect(JSON.parse(received[0]!.body).rev).toBe(await query('*[_id == "pilot-givify"][0]._rev'))
      expect(await isValidSignature(received[0]!.body, received[0]!.signature, SECRET)).toBe(true)
      expect(lake.webhooks).toMatchObject([{documentId: 'pilot-givify', operation: 'update', status: 200}])
    } finally {
      site.close()
    }
  })

  test('a request it does not answer is named, with its method and path', async () => {
    const response = await fetch(`${lake.url}/v2025-09-01/projects/test0proj/something-new`, {method: 'POST'})
    expect(response.status).toBe(404)
    expect(lake.unanswered).toEqual(['POST /v2025-09-01/projects/test0proj/something-new'])
    expect(() => lake.assertAllAnswered()).toThrow('POST /v2025-09-01/projects/test0proj/something-new')
  })
})
