/**
 * Starts `next start` on 127.0.0.1 on a private copy of the production build and of the bundled
 * dataset, so a test or benchmark can publish (change the copy, call the webhook) without touching
 * the build or the dataset other tests read. stop() ends the server and removes the copies.
 */
import {spawn} from 'node:child_process'
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {encodeSignatureHeader} from '@sanity/webhook'
import {freePort} from './freePort.ts'

const WEB = fileURLToPath(new URL('../..', import.meta.url))
const DATASET = join(WEB, '..', 'packages', 'content', 'data.ndjson')

export const WEBHOOK_SECRET = 'publish-test-secret'

export type Doc = {_id: string; _type: string; [key: string]: unknown}

/**
 * env: extra environment (e.g. REDIS_URL); sharedDatasetFile: read this dataset instead of a private
 * copy, so several instances see one content source as they would see one Content Lake; port: listen
 * there instead of on any free port (a benchmark on a shared machine keeps to its own range).
 */
export async function startPublishServer({
  waitForConsistency = false,
  fromDist = '.next',
  env = {} as Record<string, string>,
  sharedDatasetFile = '',
  port: fixedPort = 0,
} = {}) {
  const work = mkdtempSync(join(tmpdir(), 'publish-'))
  const datasetFile = sharedDatasetFile || join(work, 'data.ndjson')
  if (!sharedDatasetFile) cpSync(DATASET, datasetFile)
  const distName = `.next-publish-${process.pid}-${Date.now()}`
  const distDir = join(WEB, distName)
  const source = join(WEB, fromDist)
  cpSync(source, distDir, {
    recursive: true,
    filter: (path) => !path.startsWith(join(source, 'cache')) && !path.startsWith(join(source, 'dev')),
  })

  const port = fixedPort || (await freePort())
  const url = `http://127.0.0.1:${port}`
  const logs: string[] = []
  const child = spawn(join(WEB, 'node_modules', '.bin', 'next'), ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: WEB,
    env: {
      ...process.env,
      NEXT_DIST_DIR: distName,
      CONTENT_DATASET_FILE: datasetFile,
      SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
      SANITY_WEBHOOK_SKIP_CONSISTENCY_WAIT: waitForConsistency ? 'false' : 'true',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout.on('data', (chunk) => logs.push(String(chunk)))
  child.stderr.on('data', (chunk) => logs.push(String(chunk)))

  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(`${url}/`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`next start did not come up:\n${logs.join('')}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  const readDocs = () =>
    readFileSync(datasetFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Doc)
  const writeDocs = (docs: Doc[]) => writeFileSync(datasetFile, docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n')

  return {
    url,
    logs,
    datasetFile,
    /** The server's build copy: its cache (pages rendered on demand, data) is written in here. */
    distDir,
    /** What a publish does to the Lake: the document changes in the dataset the server reads. */
    editDocument(id: string, change: (doc: Doc) => Doc) {
      const docs = readDocs()
      const index = docs.findIndex((doc) => doc._id === id)
      if (index < 0) throw new Error(`No document ${id} in the dataset`)
      docs[index] = change(docs[index]!)
      writeDocs(docs)
    },
    /** A create (or a replace) in the Lake: the document is in the dataset the server reads. */
    putDocument(doc: Doc) {
      writeDocs([...readDocs().filter((candidate) => candidate._id !== doc._id), doc])
    },
    /** A delete in the Lake. */
    removeDocument(id: string) {
      const docs = readDocs()
      if (!docs.some((doc) => doc._id === id)) throw new Error(`No document ${id} in the dataset`)
      writeDocs(docs.filter((doc) => doc._id !== id))
    },
    findDocument(id: string) {
      const doc = readDocs().find((candidate) => candidate._id === id)
      if (!doc) throw new Error(`No document ${id} in the dataset`)
      return doc
    },
    /** Makes the content source fail: the dataset file stops being valid ndjson. */
    breakDataset() {
      writeFileSync(datasetFile, readFileSync(datasetFile, 'utf8') + '{ this is not json\n')
    },
    async page(path: string) {
      const response = await fetch(`${url}${path}`)
      return {status: response.status, html: await response.text()}
    },
    async webhook(body: string, {secret = WEBHOOK_SECRET, timestamp = Date.now(), signed = true, method = 'POST'} = {}) {
      const headers: Record<string, string> = {'content-type': 'application/json'}
      if (signed) headers['sanity-webhook-signature'] = await encodeSignatureHeader(body, timestamp, secret)
      const response = await fetch(`${url}/api/revalidate`, {method, headers, body: method === 'GET' ? undefined : body})
      return {status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> | null}
    },
    async stop() {
      if (child.exitCode === null && child.pid) {
        // next start forks a next-server child: end the whole process group we started.
        try {
          process.kill(-child.pid, 'SIGTERM')
        } catch {
          // already gone
        }
        await new Promise((resolve) => setTimeout(resolve, 300))
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // already gone
        }
      }
      rmSync(distDir, {recursive: true, force: true})
      rmSync(work, {recursive: true, force: true})
    },
  }
}

export type PublishServer = Awaited<ReturnType<typeof startPublishServer>>
