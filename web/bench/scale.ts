/**
 * pnpm bench:scale — what the site costs as content grows. For each factor of BENCH_SCALE_FACTORS
 * (default 1,10,100) it makes the launch dataset ×N (bench/scale/dataset.ts: clones of pilots,
 * articles, finalists with their Beacon pages, team members and partners, listed on their pages) and
 * prints each page's query time on the bundled dataset (groq-js). For the factors up to
 * BENCH_SCALE_BUILD_MAX (default 10: a ×100 build takes minutes) it also runs a full `next build` on
 * it (time, entries, time per entry, the largest page) and then the production server on that build:
 * one pilot's publish → its page showing the change (BENCH_SCALE_PUBLISHES runs, default 5, median,
 * checked on the page), and how many of the build's entries that publish made stale (those whose
 * cache tags include one the webhook revalidated). Then, on the same server (bench/scale/steadyState.ts):
 * BENCH_SCALE_STEADY_PUBLISHES more publishes (default 100), with its RSS and cache folder every 10th,
 * its memory after garbage collections at the end, and a cached pilot page's answer times while every
 * numbered Pilots page re-renders, and the renders a publish costs the origin (bench/scale/rendersPerPublish.ts:
 * the pages the site renders itself after one pilot's publish and after Site settings'). And, for every factor, the catch-up with the Content Lake
 * (bench/scale/catchUp.ts): its questions per minute and their size, its CPU, and what it revalidates
 * after 50 publishes no webhook announced.
 */
import {copyFileSync, mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {startPublishServer} from '../test/support/productionServer.ts'
import {buildAt, type BuildFigures} from './scale/build.ts'
import {catchUpFigures} from './scale/catchUp.ts'
import {writeScaledDataset} from './scale/dataset.ts'
import {timeQueries} from './scale/queries.ts'
import {rendersPerPublish} from './scale/rendersPerPublish.ts'
import {cachedAnswersDuringListRenders, COLLECT_ON_SIGNAL_ENV, growthUnderPublishes} from './scale/steadyState.ts'
import {machine, median} from './stats.ts'

const WEB = fileURLToPath(new URL('..', import.meta.url))
const FACTORS = (process.env.BENCH_SCALE_FACTORS || '1,10,100').split(',').map(Number)
const BUILD_MAX = Number(process.env.BENCH_SCALE_BUILD_MAX || 10)
const PUBLISHES = Number(process.env.BENCH_SCALE_PUBLISHES || 5)
const STEADY_PUBLISHES = Number(process.env.BENCH_SCALE_STEADY_PUBLISHES ?? 100)
const PILOT_ID = 'pilot-givify'
const PILOT_PATH = '/pilot/givify'

/** Publishes a pilot's new title PUBLISHES times; each run ends when its page carries the title. Then the steady-state figures. */
async function publishFigures(build: BuildFigures, datasetFile: string) {
  const server = await startPublishServer({fromDist: build.distDir, sharedDatasetFile: datasetFile, env: COLLECT_ON_SIGNAL_ENV})
  const times: number[] = []
  let staleEntries = NaN
  try {
    for (let run = 1; run <= PUBLISHES; run++) {
      const title = `Givify (scale publish ${run})`
      server.editDocument(PILOT_ID, (doc) => ({...doc, title}))
      const started = performance.now()
      const answer = await server.webhook(JSON.stringify({_id: PILOT_ID, _type: 'pilot', slug: 'givify', previousSlug: 'givify'}))
      await server.pageCarrying(PILOT_PATH, title)
      times.push(performance.now() - started)
      const tags = new Set((answer.json?.tags as string[] | undefined) ?? [])
      staleEntries = build.entries.filter((entry) => entry.tags.some((tag) => tags.has(tag))).length
    }
    const growth = STEADY_PUBLISHES
      ? await growthUnderPublishes(server, {
          count: STEADY_PUBLISHES,
          pilotId: PILOT_ID,
          pilotPath: PILOT_PATH,
          slug: 'givify',
          cacheDir: join(server.distDir, 'cache'),
        })
      : undefined
    const sitemap = [...(await server.page('/sitemap.xml')).html.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    )
    const stalls = await cachedAnswersDuringListRenders(server, {
      listPaths: sitemap.filter((path) => /^\/pilots(\/page\/\d+)?$/.test(path)),
      cachedPath: sitemap.find((path) => path.startsWith('/pilot/') && path !== PILOT_PATH)!,
      listDocId: 'pilotsPage',
      listType: 'pilotsPage',
    })
    const renders = await rendersPerPublish(server, {id: PILOT_ID, slug: 'givify'})
    return {publishMs: median(times), staleEntries, growth, stalls, renders}
  } finally {
    await server.stop()
    rmSync(join(WEB, build.distDir), {recursive: true, force: true})
  }
}

const work = mkdtempSync(join(tmpdir(), 'bench-scale-'))
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(1)} ms`)
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`
try {
  console.log(`\nScale (${machine()})\n`)
  for (const factor of FACTORS) {
    const datasetFile = join(work, `data-x${factor}.ndjson`)
    const documents = writeScaledDataset(datasetFile, factor)
    const queries = Object.entries(await timeQueries(datasetFile)).sort(([, a], [, b]) => b - a)
    console.log(
      `×${factor} (${documents} documents): query CPU time, median of 5 — ${queries.map(([name, time]) => `${name} ${ms(time)}`).join(', ')}`,
    )
    const catchUp = await catchUpFigures(datasetFile)
    console.log(
      `×${factor}: catch-up with the Lake (${catchUp.documents} documents): first run with no memory ${kb(catchUp.first.bytes)}, ` +
        `${ms(catchUp.first.cpuMs)} CPU; steady state ${catchUp.steady.requestsPerMinute} questions a minute for the whole site, ` +
        `${catchUp.steady.bytes} bytes each, ${ms(catchUp.steady.cpuMs)} CPU; after ${catchUp.missed.publishes} publishes missed in an hour ` +
        `(${catchUp.missed.documents} documents): ${catchUp.missed.requests} question(s), ${kb(catchUp.missed.bytes)}, ` +
        `${catchUp.missed.tags} tags revalidated${catchUp.missed.siteWide ? ' (every page)' : ' (not every page)'}, ` +
        `${catchUp.missed.settleTags} once more on the next run; a server then started with no memory from a build made before them: ` +
        `${catchUp.fromBuild.requests} question(s), ${kb(catchUp.fromBuild.bytes)}, ${catchUp.fromBuild.tags} tags made stale` +
        `${catchUp.fromBuild.siteWide ? ' (every page)' : ' (not every page)'} (CPU includes the stand-in's, in this process)`,
    )
    if (factor > BUILD_MAX) continue
    const build = buildAt(datasetFile, `.next-bench-scale-x${factor}`)
    console.log(
      `×${factor}: next build ${ms(build.ms)}, ${build.entries.length} entries (${ms(build.ms / build.entries.length)} per entry), ` +
        `largest HTML ${build.largest.path} ${kb(build.largest.bytes)}`,
    )
    // The server writes into a copy of the build and edits the dataset: both are private to this run.
    const served = join(work, `served-x${factor}.ndjson`)
    copyFileSync(datasetFile, served)
    const {publishMs, staleEntries, growth, stalls, renders} = await publishFigures(build, served)
    console.log(
      `×${factor}: one pilot's publish → its page shows it in ${ms(publishMs)} (median of ${PUBLISHES}); ${staleEntries} entries made stale`,
    )
    if (growth) {
      const {samples, collected} = growth
      const [first, last] = [samples[0]!, samples.at(-1)!]
      const change = Math.round((last.rssBytes / first.rssBytes - 1) * 100)
      console.log(
        `×${factor}: server RSS every 10th of ${last.publishes} more publishes: ${samples.map((sample) => mb(sample.rssBytes)).join(', ')} ` +
          `(${change >= 0 ? '+' : ''}${change} % from the ${first.publishes}th to the ${last.publishes}th); ` +
          `cache folder ${first.cache.files} files, ${kb(first.cache.bytes)} → ${last.cache.files} files, ${kb(last.cache.bytes)}`,
      )
      const {full, reduced} = collected
      console.log(
        `×${factor}: then, after a full garbage collection: JavaScript heap ${mb(full.heapUsed)} in use of ${mb(full.heapTotal)}, ` +
          `${mb(full.external)} outside it, main process RSS ${mb(full.rss)} (V8's pages ${mb(full.v8Pages)}, the C allocator's heap ` +
          `${mb(full.mallocHeap)}); after a memory-reducing one: heap ${mb(reduced.heapUsed)} of ${mb(reduced.heapTotal)}, ` +
          `main process RSS ${mb(reduced.rss)} (V8's pages ${mb(reduced.v8Pages)}, the C allocator's heap ${mb(reduced.mallocHeap)})`,
      )
    }
    console.log(
      `×${factor}: while ${stalls.lists} Pilots pages re-rendered (${ms(stalls.renderMs)}), a cached pilot page answered ` +
        `${stalls.answers} times: p50 ${ms(stalls.p50)}, p99 ${ms(stalls.p99)}, slowest ${ms(stalls.max)}`,
    )
    console.log(
      `×${factor}: renders per publish, by the site itself right after it (at most 20): one pilot's ${renders.pilot.rendered} ` +
        `(${renders.pilot.tagged} of the build's pages carry its tags), Site settings' ${renders.siteSettings.rendered} ` +
        `(${renders.siteSettings.tagged} carry its tag); the others render on their first visit`,
    )
  }
} finally {
  rmSync(work, {recursive: true, force: true})
}
