/**
 * pnpm --filter web bench:observatory — Mozilla's HTTP Observatory (its 2024 scoring) on a page and on
 * the webhook's answer, served by the production server of the build in web/.next.
 *
 * The Observatory is not a dependency of the project: its ~230 packages would weigh on every install
 * for a check run by hand. Install it anywhere and name the package's folder:
 *   npm install --prefix /tmp/observatory @mdn/mdn-http-observatory@1
 *   OBSERVATORY_DIR=/tmp/observatory/node_modules/@mdn/mdn-http-observatory pnpm --filter web bench:observatory
 * Its install script downloads Chromium's HSTS preload list; without a network, install with
 * --ignore-scripts and write `{}` to its conf/hsts-preload.json (127.0.0.1 is on no preload list).
 *
 * The Observatory reaches a host as a visitor does, over HTTPS with plain HTTP redirecting to it, which
 * in production is the host's work in front of `pnpm start`. Here a front on 127.0.0.1 plays that part:
 * HTTPS with a throwaway certificate this process trusts, passing every request to the site's server
 * unchanged, and HTTP answering 301 to the same address over HTTPS. Each address is graded by the
 * Observatory's own tests and score table. The webhook's answer (a POST refused with 401) cannot be
 * fetched by a scan, which only GETs: its headers and body are graded in place of the page's.
 */
import {createServer as createHttpServer, request as httpRequest} from 'node:http'
import {createServer as createHttpsServer} from 'node:https'
import type {AddressInfo} from 'node:net'
import {join} from 'node:path'
import {getCACertificates, setDefaultCACertificates} from 'node:tls'
import {pathToFileURL} from 'node:url'
import {generate} from 'selfsigned'
import {startPublishServer} from '../test/support/productionServer.ts'

const DIR = process.env.OBSERVATORY_DIR
if (!DIR) {
  console.error('Set OBSERVATORY_DIR to the folder of @mdn/mdn-http-observatory (see the header of bench/observatory.ts).')
  process.exit(2)
}
type Output = {result: string; pass: boolean; scoreModifier?: number}
type Retrieval = {responses: {auto: {status: number; headers: Record<string, string>; data?: string}}; resources: {path: string}}
const load = (path: string) => import(pathToFileURL(join(DIR, 'src', path)).href)
const {retrieve} = (await load('retriever/retriever.js')) as {retrieve(host: string, options: object): Promise<Retrieval>}
const {ALL_TESTS} = (await load('constants.js')) as {ALL_TESTS: ((retrieval: Retrieval) => Output)[]}
const {getGradeForScore, getScoreModifier} = (await load('grader/grader.js')) as {
  getGradeForScore(score: number): {grade: string; score: number}
  getScoreModifier(result: string): number
}
const {MINIMUM_SCORE_FOR_EXTRA_CREDIT} = (await load('grader/charts.js')) as {MINIMUM_SCORE_FOR_EXTRA_CREDIT: number}

/** The Observatory's verdict on a retrieval: each test's result and modifier, the score and the grade. */
function grade(retrieval: Retrieval) {
  const outputs = ALL_TESTS.map((test) => test(retrieval)).map((output) => ({...output, modifier: getScoreModifier(output.result)}))
  // As the Observatory scores: bonuses count only when the score without them is already an A.
  const penalties = outputs.reduce((sum, output) => sum + Math.min(output.modifier, 0), 0)
  const bonuses = outputs.reduce((sum, output) => sum + Math.max(output.modifier, 0), 0)
  const score = 100 + penalties + (100 + penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? bonuses : 0)
  return {outputs, ...getGradeForScore(score)}
}

function print(label: string, verdict: ReturnType<typeof grade>) {
  console.log(`\n${label}: ${verdict.grade} (${verdict.score})`)
  for (const output of verdict.outputs)
    console.log(`  ${output.pass ? 'pass' : 'FAIL'}  ${String(output.modifier).padStart(4)}  ${output.result}`)
}

const site = await startPublishServer()
const {private: key, cert} = await generate([{name: 'commonName', value: '127.0.0.1'}], {
  keyType: 'ec',
  extensions: [{name: 'subjectAltName', altNames: [{type: 7, ip: '127.0.0.1'}]}],
})
setDefaultCACertificates([...getCACertificates('default'), cert])
const target = new URL(site.url)
const https = createHttpsServer({key, cert}, (request, response) => {
  const forward = httpRequest(
    {host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers},
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    },
  )
  request.pipe(forward)
})
await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve))
const httpsPort = (https.address() as AddressInfo).port
const http = createHttpServer((request, response) => {
  response.writeHead(301, {Location: `https://127.0.0.1:${httpsPort}${request.url}`}).end()
})
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
const httpPort = (http.address() as AddressInfo).port

// jsdom, which the Observatory reads pages with, reports each stylesheet it cannot parse (Tailwind's
// modern CSS) on the console: noise for a grade that reads no CSS.
const consoleError = console.error
console.error = (...args: unknown[]) => {
  if (!String(args[0]).includes('Could not parse CSS stylesheet')) consoleError(...args)
}
try {
  for (const path of ['/', '/pilot/givify']) {
    print(`page ${path}`, grade(await retrieve('127.0.0.1', {httpPort, httpsPort, path})))
  }
  const webhook = await fetch(`https://127.0.0.1:${httpsPort}/api/revalidate`, {method: 'POST', body: '{}'})
  const retrieval = await retrieve('127.0.0.1', {httpPort, httpsPort, path: '/'})
  const body = await webhook.text()
  retrieval.responses.auto = {...retrieval.responses.auto, status: webhook.status, headers: Object.fromEntries(webhook.headers), data: body}
  retrieval.resources.path = body
  print(`the webhook's answer (POST /api/revalidate, ${webhook.status})`, grade(retrieval))
} finally {
  http.close()
  https.close()
  await site.stop()
}
