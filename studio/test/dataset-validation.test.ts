/**
 * Sanity's own validation of the bundled dataset against this Studio's schema, offline: every rule
 * an editor meets in the Studio (required fields, exactly four key features, M1–M6 labels, URL
 * shapes, agenda types…) holds for the launch content. The only warnings allowed are the
 * placeholder notices that tell editors what still needs real content.
 */
import {execFile} from 'node:child_process'
import {fileURLToPath} from 'node:url'
import {promisify} from 'node:util'
import {expect, test} from 'vitest'

const studio = fileURLToPath(new URL('..', import.meta.url))

interface Marker {
  level: 'error' | 'warning' | 'info'
  message: string
  path: (string | number | {_key: string})[]
}
interface Result {
  documentId: string
  markers: Marker[]
}

async function validate(): Promise<Result[]> {
  // The CLI asks the API for nothing when validating a file whose references all resolve inside it,
  // but it wants a token to be present.
  const {stdout} = await promisify(execFile)(
    'pnpm',
    [
      'exec',
      'sanity',
      'documents',
      'validate',
      '--file',
      '../packages/content/data.ndjson',
      '--yes',
      '--format',
      'json',
      '--level',
      'warning',
    ],
    {cwd: studio, env: {...process.env, SANITY_AUTH_TOKEN: process.env.SANITY_AUTH_TOKEN || 'offline'}, maxBuffer: 64 * 1024 * 1024},
  ).catch((error: {stdout?: string}) => ({stdout: error.stdout ?? '[]'}))
  return JSON.parse(stdout.slice(stdout.indexOf('['))) as Result[]
}

test('the launch dataset passes the Studio schema validation, with placeholder warnings only', async () => {
  const results = await validate()
  const markers = results.flatMap((result) => result.markers.map((marker) => ({...marker, documentId: result.documentId})))
  const describe = (m: (typeof markers)[number]) => `${m.documentId} ${JSON.stringify(m.path)}: ${m.message}`
  expect(markers.filter((m) => m.level === 'error').map(describe)).toEqual([])
  expect(markers.filter((m) => m.level === 'warning' && !/placeholder|sample/i.test(m.message)).map(describe)).toEqual([])
  // The placeholders are flagged, so editors see what to replace.
  expect(markers.some((m) => /placeholder/i.test(m.message))).toBe(true)
}, 180_000)
