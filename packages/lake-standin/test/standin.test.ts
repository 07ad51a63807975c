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
import {startLakeStandIn, WEBHOOK_PROJECTION, type LakeStandIn} from '../src/index.ts'

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
        {_id: 'pilot-givify', _type: 'pilot', slug: 'givify', previousSlug: 'givify'},
      ])
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
