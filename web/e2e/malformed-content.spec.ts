/**
 * Content cannot take a page down, end to end in Lake mode (turbo task `build:lake`): what the Studio
 * would refuse but an import or the API writes into the Content Lake (a list item 2,000 levels deep, an
 * object where a heading, a figure's number or a question is expected, a key of a megabyte) is
 * published in Home's More sections. Home still answers 200 with its own content and the sections that
 * are whole, the malformed fields left out, the page's size bounded, and the server says so in one
 * short log line.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {DATA_FILE} from '@site/content/paths'
import {startLakeStandIn, type LakeStandIn} from '@site/lake-standin'
import {eventually} from '@site/test-harness/eventually'
import {DATASET, LAKE_SITE_DIST, lakeSiteEnv, PROJECT_ID} from '@site/test-harness/stack-config'
import {startPublishServer, type PublishServer} from '../test/support/productionServer'
import {expect, test} from './support/fixtures'

test.describe.configure({timeout: 90_000})

const WHOLE = 'A section that is whole'
const MARK = 'MALFORMED'
const paragraph = (key: string, text: string, list: {listItem: string; level: number} | object = {}) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  ...list,
  markDefs: [],
  children: [{_type: 'span', _key: `${key}-s`, text, marks: []}],
})

/** Home's More sections as an import could write them: one whole, the others each with a malformed field. */
const moreSections = [
  {_type: 'textSection', _key: 'whole', heading: WHOLE, body: [paragraph('p', 'Its paragraph.')]},
  {
    _type: 'textSection',
    _key: 'deep',
    heading: 'A deep list',
    body: [paragraph('d', 'Two thousand levels deep', {listItem: 'bullet', level: 2_000})],
  },
  {_type: 'textSection', _key: 'object-heading', heading: {marker: MARK}, body: [paragraph('o', 'Under an object heading')]},
  {
    _type: 'figuresSection',
    _key: 'figures',
    heading: 'Figures with a malformed one',
    statistics: [
      {_type: 'statistic', _key: 'f1', number: {marker: MARK}, label: 'Malformed figure'},
      {_type: 'statistic', _key: 'f2', number: '12', label: 'Whole figure'},
    ],
  },
  {
    _type: 'questionsSection',
    _key: 'faq',
    heading: 'Questions with a malformed one',
    items: [
      {_type: 'questionAndAnswer', _key: 'q1', question: {marker: MARK}, answer: [paragraph('a1', 'Malformed answer')]},
      {_type: 'questionAndAnswer', _key: 'q2', question: 'A whole question?', answer: [paragraph('a2', 'A whole answer.')]},
    ],
  },
  {_type: 'textSection', _key: `huge-key-${'k'.repeat(1_000_000)}`, heading: 'A megabyte key', body: [paragraph('h', 'Keyed.')]},
]

let work: string
let lake: LakeStandIn
let server: PublishServer

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'malformed-content-'))
  const file = join(work, 'data.ndjson')
  const lines = readFileSync(DATA_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const doc = JSON.parse(line) as {_id: string}
      return JSON.stringify(doc._id === 'homePage' ? {...doc, moreSections} : doc)
    })
  writeFileSync(file, lines.join('\n') + '\n')
  lake = await startLakeStandIn({file, projectId: PROJECT_ID, dataset: DATASET})
  server = await startPublishServer({fromDist: LAKE_SITE_DIST, env: lakeSiteEnv(lake.apiHost)})
})
test.afterAll(async () => {
  await server?.stop()
  await lake?.close()
  if (work) rmSync(work, {recursive: true, force: true})
})

test('Home with malformed More sections answers 200: its own content, the whole sections, the malformed fields left out', async () => {
  const logStart = server.logs.join('').length
  expect((await server.webhook(JSON.stringify({_id: 'homePage', _type: 'homePage'}))).status).toBe(200)
  const {status, html} = await eventually(
    async () => {
      const response = await fetch(`${server.url}/`)
      return {status: response.status, html: await response.text()}
    },
    (answer) => answer.status !== 200 || answer.html.includes(WHOLE),
    'Home showing its More sections',
  )
  expect(status).toBe(200)
  // Home's own content, and every section or item that is whole.
  for (const text of ['Reinventing fundraising, together', WHOLE, 'Whole figure', 'A whole question?', 'A megabyte key', 'Keyed.'])
    expect(html, text).toContain(text)
  // The deep list item, drawn at the deepest level the site draws: its list nested ten times.
  const deepList = html.slice(html.indexOf('A deep list'), html.indexOf('Two thousand levels deep'))
  expect(deepList.match(/<ul/g)).toHaveLength(10)
  // The malformed fields are not drawn, nor the figure or question they belong to.
  expect(html).not.toContain(MARK)
  expect(html).not.toContain('[object Object]')
  expect(html).not.toContain('Malformed figure')
  expect(html).not.toContain('Malformed answer')
  // A megabyte key costs the page no megabyte (Home's launch HTML is well under 400 KB).
  expect(html.length).toBeLessThan(400_000)
  // The server says what it left out, in short lines.
  await eventually(
    () => server.logs.join('').slice(logStart),
    (log) => log.includes('[content]'),
    'the log line naming what was left out',
  )
  const lines = server.logs.join('').slice(logStart).split('\n')
  expect(lines.filter((line) => line.includes('[content]')).length).toBeGreaterThan(0)
  for (const line of lines) expect(line.length).toBeLessThan(1_000)
})
