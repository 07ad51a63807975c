/**
 * A production server on 127.0.0.1 reading a private copy of the bundled dataset (and serving a
 * private copy of the build, see @site/test-harness/site-server), so a test or benchmark can publish
 * (change the copy, call the webhook) without touching what other tests read. reset() brings it back
 * to the launch dataset (the shared one too, for instances that share it) with every page fresh, for a
 * server shared by many tests; stop() ends it.
 */
import {mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {encodeSignatureHeader} from '@sanity/webhook'
import {DATA_FILE} from '@site/content/paths'
import {eventually} from '@site/test-harness/eventually'
import {startSiteServer} from '@site/test-harness/site-server'
import {SITE_WIDE_PUBLISH} from '@site/test-harness/stack-config'
import {freePort} from './freePort.ts'

export const WEBHOOK_SECRET = 'publish-test-secret'

export type Doc = {_id: string; _type: string; [key: string]: unknown}

const parseDocs = (ndjson: string) =>
  ndjson
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)

const slugOf = (doc: Doc | undefined) => (doc?.slug as {current?: string} | undefined)?.current ?? null

/**
 * The publishes that take the site back from the changed documents to the launch dataset, as the
 * webhook would send them for each (its slug now, the one it had): only the pages that showed a change
 * are rendered again. A document whose address changed (created, renamed, deleted) is site-wide, as
 * it is for an editor. Drafts are never on public pages.
 */
function publishesUndoing(touched: Set<string>, current: Doc[], launch: Doc[]) {
  const byId = (docs: Doc[]) => new Map(docs.map((doc) => [doc._id, doc]))
  const [now, then] = [byId(current), byId(launch)]
  return [...touched].flatMap((id) => {
    const [before, after] = [now.get(id), then.get(id)]
    const type = (after ?? before)?._type
    if (!type || id.startsWith('drafts.')) return []
    return [{_id: id, _type: type, slug: slugOf(after), previousSlug: slugOf(before)}]
  })
}

/**
 * env: extra environment (e.g. REDIS_URL); sharedDatasetFile: read this dataset instead of a private
 * copy, so several instances see one content source as they would see one Content Lake; port: listen
 * there instead of on any free port (a benchmark on a shared machine keeps to its own range).
 */
/**
 * Replaces the dataset file the server reads as a publish replaces a document in the Lake: whole, at once
 * (a write beside it, then a rename). Written in place, a render that reads it between its truncation and
 * its write would see an empty dataset, and store a 404 for a fixed page.
 */
function replaceDataset(file: string, text: string) {
  const beside = `${file}.${process.pid}.next`
  writeFileSync(beside, text)
  renameSync(beside, file)
}

export async function startPublishServer({
  waitForConsistency = false,
  fromDist = '.next',
  env = {} as Record<string, string>,
  sharedDatasetFile = '',
  port: fixedPort = 0,
} = {}) {
  const work = mkdtempSync(join(tmpdir(), 'publish-'))
  const launchDataset = readFileSync(DATA_FILE, 'utf8')
  const launchDocs = parseDocs(launchDataset)
  const datasetFile = sharedDatasetFile || join(work, 'data.ndjson')
  if (!sharedDatasetFile) replaceDataset(datasetFile, launchDataset)
  const server = await startSiteServer({
    fromDist,
    port: fixedPort || (await freePort()),
    env: {
      CONTENT_DATASET_FILE: datasetFile,
      SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
      SANITY_WEBHOOK_SKIP_CONSISTENCY_WAIT: waitForConsistency ? 'false' : 'true',
      ...env,
    },
  }).catch((error: unknown) => {
    rmSync(work, {recursive: true, force: true})
    throw error
  })
  const {url} = server

  const readDocs = () => parseDocs(readFileSync(datasetFile, 'utf8'))
  /** Paths asked of this server since the last reset, which reset() brings back too. */
  const asked = new Set<string>()
  /** Documents changed since the last reset, by id; all of them when the dataset was changed as a whole. */
  const touched = new Set<string>()
  let wholeDataset = false
  let changed = false
  const writeDataset = (text: string) => {
    changed = true
    replaceDataset(datasetFile, text)
  }
  const writeDocs = (docs: Doc[], changedId: string) => {
    touched.add(changedId)
    writeDataset(docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
  }

  /** Fetches a page as a visitor would (redirects are not followed). */
  async function page(path: string) {
    asked.add(path)
    const response = await fetch(`${url}${path}`, {redirect: 'manual'})
    return {status: response.status, html: await response.text(), headers: response.headers}
  }

  async function webhook(body: string, {secret = WEBHOOK_SECRET, timestamp = Date.now(), signed = true, method = 'POST'} = {}) {
    changed = true
    const headers: Record<string, string> = {'content-type': 'application/json'}
    if (signed) headers['sanity-webhook-signature'] = await encodeSignatureHeader(body, timestamp, secret)
    const response = await fetch(`${url}/api/revalidate`, {method, headers, body: method === 'GET' ? undefined : body})
    return {status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> | null}
  }

  /**
   * Asks for every page (the sitemap's and those asked since the last reset) until none is stale,
   * so no re-render is still running when this returns.
   */
  async function everyPageFresh() {
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text()
    const paths = new Set([...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname), ...asked])
    const fresh = (path: string) =>
      eventually(
        // HEAD, as a cache would check a page: the stale page's re-render starts as on a GET, but no page
        // is hashed, compressed and sent to be thrown away (the 28 resets of a run: server 55 → 38–46
        // CPU-seconds, the tests' side 12.5 → 5).
        async () => {
          const response = await fetch(`${url}${path}`, {method: 'HEAD', redirect: 'manual'})
          return {status: response.status, cache: response.headers.get('x-nextjs-cache')}
        },
        // STALE: a re-render is due or running; anything else is what the server will go on serving.
        ({cache}) => cache !== 'STALE',
        `${url}${path} served fresh`,
        // Asked every 200 ms rather than 50: each ask during a re-render is served beside it.
        {intervalMs: 200},
      )
    // A few at a time, as visitors would come: the server re-renders what it must meanwhile.
    const queue = [...paths]
    await Promise.all(
      Array.from({length: 8}, async () => {
        for (let path = queue.shift(); path; path = queue.shift()) await fresh(path)
      }),
    )
  }

  return {
    url,
    pid: server.pid,
    logs: server.logs,
    datasetFile,
    /** The server's build copy: its cache (pages rendered on demand, data) is written in here. */
    distDir: server.distDir,
    /** Records a path a browser visits on this server, so reset() refreshes it too. */
    address(path: string) {
      asked.add(path)
      return `${url}${path}`
    },
    /** What a publish does to the Lake: the document changes in the dataset the server reads. */
    editDocument(id: string, change: (doc: Doc) => Doc) {
      const docs = readDocs()
      const index = docs.findIndex((doc) => doc._id === id)
      if (index < 0) throw new Error(`No document ${id} in the dataset`)
      docs[index] = change(docs[index]!)
      writeDocs(docs, id)
    },
    /** A create (or a replace) in the Lake: the document is in the dataset the server reads. */
    putDocument(doc: Doc) {
      writeDocs([...readDocs().filter((candidate) => candidate._id !== doc._id), doc], doc._id)
    },
    /** A delete in the Lake. */
    removeDocument(id: string) {
      const docs = readDocs()
      if (!docs.some((doc) => doc._id === id)) throw new Error(`No document ${id} in the dataset`)
      writeDocs(
        docs.filter((doc) => doc._id !== id),
        id,
      )
    },
    findDocument(id: string) {
      const doc = readDocs().find((candidate) => candidate._id === id)
      if (!doc) throw new Error(`No document ${id} in the dataset`)
      return doc
    },
    /** Makes the content source fail: the dataset file stops being valid ndjson. */
    breakDataset() {
      wholeDataset = true
      writeDataset(readFileSync(datasetFile, 'utf8') + '{ this is not json\n')
    },
    page,
    /** The page once it answers 200 carrying `text` (the first visits after a publish may get the previous version). */
    pageCarrying(path: string, text: string, timeoutMs = 30_000) {
      return eventually(
        () => page(path),
        ({status, html}) => status === 200 && html.includes(text),
        `${url}${path} carrying "${text}"`,
        {timeoutMs},
      )
    },
    webhook,
    /** Until no page is stale (see everyPageFresh): for another instance after a reset of the one it shares a cache with. */
    settle: everyPageFresh,
    /**
     * Back to the launch dataset, every page showing it and none re-rendering: earlier tests' renders
     * end first (one finishing after the revalidation would be stored as fresh with their content),
     * then the changed documents are published back (the whole site after a broken dataset) and every
     * page is asked for until none is stale. Nothing to do when nothing changed since the last reset.
     */
    async reset() {
      if (!changed) return
      const publishes = wholeDataset ? [SITE_WIDE_PUBLISH] : publishesUndoing(touched, readDocs(), launchDocs)
      replaceDataset(datasetFile, launchDataset)
      await everyPageFresh()
      for (const body of publishes) {
        const {status} = await webhook(JSON.stringify(body))
        if (status !== 200) throw new Error(`The revalidation of ${body._id} after a reset answered ${status}`)
      }
      await everyPageFresh()
      asked.clear()
      touched.clear()
      wholeDataset = false
      changed = false
    },
    async stop() {
      await server.stop()
      rmSync(work, {recursive: true, force: true})
    },
  }
}

export type PublishServer = Awaited<ReturnType<typeof startPublishServer>>
