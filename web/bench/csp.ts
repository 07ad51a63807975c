/**
 * pnpm --filter web bench:csp — what the Content-Security-Policy without 'unsafe-inline' costs, and
 * what Google's CSP Evaluator (csp_evaluator) finds in it. For every prerendered page of the build in
 * web/.next it times what the server adds to each page it answers (security/scriptPolicy.ts: the page
 * joined into one buffer, its scripts found and hashed, missing integrity attributes added, the
 * policy written), median and p95
 * over BENCH_RUNS rounds; then prints the Evaluator's findings for a page's policy, for the policy
 * of every other answer, and for the build-time policy hosts without the site's server keep.
 */
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {CspEvaluator} from 'csp_evaluator/dist/evaluator.js'
import {Severity} from 'csp_evaluator/dist/finding.js'
import {CspParser} from 'csp_evaluator/dist/parser.js'
import {contentSecurityPolicy} from '../src/security/headers.ts'
import {builtScripts, pageScripts} from '../src/security/pageScripts.ts'
import {NOT_A_PAGE, securePage} from '../src/security/scriptPolicy.ts'
import {machine, median, percentile} from './stats.ts'

const DIST = fileURLToPath(new URL('../.next', import.meta.url))
const APP = join(DIST, 'server', 'app')
const built = builtScripts(DIST)
const RUNS = Number(process.env.BENCH_RUNS || 200)

function pages(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return pages(path)
    return entry.name.endsWith('.html') && !entry.name.startsWith('_') ? [path] : []
  })
}

console.log(machine())
console.log(`\nPer page answered (${RUNS} rounds): join, find and hash the scripts, write the policy`)
console.log(
  'page'.padEnd(44),
  'KB'.padStart(6),
  'scripts'.padStart(8),
  'hashed'.padStart(7),
  'median ms'.padStart(10),
  'p95 ms'.padStart(8),
)
const all: number[] = []
for (const file of pages(APP)) {
  const buffer = readFileSync(file)
  const chunks = [buffer.subarray(0, buffer.length / 2), buffer.subarray(buffer.length / 2)]
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const start = process.hrtime.bigint()
    securePage(Buffer.concat(chunks), built)
    times.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  all.push(...times)
  const html = buffer.toString('utf8')
  console.log(
    file.slice(APP.length).padEnd(44),
    (buffer.length / 1024).toFixed(0).padStart(6),
    String(html.match(/<script[\s>]/g)?.length ?? 0).padStart(8),
    String(pageScripts(html, built).hashes.length).padStart(7),
    median(times).toFixed(3).padStart(10),
    percentile(times, 95).toFixed(3).padStart(8),
  )
}
console.log(`all pages: median ${median(all).toFixed(3)} ms, p95 ${percentile(all, 95).toFixed(3)} ms per page answered`)

function findings(label: string, policy: string) {
  const found = new CspEvaluator(new CspParser(policy).csp).evaluate()
  console.log(`\nCSP Evaluator, ${label}: ${found.length} findings`)
  for (const finding of found)
    console.log(`  ${Severity[finding.severity]?.padEnd(13)} ${finding.directive.padEnd(12)} ${finding.value ?? ''} ${finding.description}`)
}
const about = readFileSync(join(APP, 'about.html'), 'utf8')
findings('a page (/about) under pnpm start', securePage(about, built).policy)
findings('every other answer under pnpm start', NOT_A_PAGE)
findings("the build-time policy (hosts without the site's server)", contentSecurityPolicy())
