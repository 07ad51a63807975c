/**
 * pnpm --filter web bench:edge — the edge as fresh as the origin, measured: a build of the site on the
 * launch content ×BENCH_EDGE_SCALE (10), served by a production server behind Debian's Varnish with the
 * site's configuration (deploy/varnish/default.vcl), first without a purge (today's 15 s lifetime),
 * then with VARNISH_PURGE_URL. Each for BENCH_EDGE_DURATION (300) seconds: BENCH_EDGE_RATE (20)
 * visitor requests a second spread at random over every address of the sitemap, and every
 * BENCH_EDGE_PUBLISH_S (60) seconds one pilot's title published (dataset edited, webhook called).
 * Prints the requests the edge sent the site per minute (Varnish's MAIN.backend_req), visitors'
 * latency through the edge, and publish → the new title served by the edge. Linux, Varnish installed.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {freePort} from '../test/support/freePort.ts'
import {startPublishServer} from '../test/support/productionServer.ts'
import {startVarnish} from '../test/support/varnishServer.ts'
import {buildAt} from './scale/build.ts'
import {writeScaledDataset} from './scale/dataset.ts'
import {machine, median, percentile} from './stats.ts'

const SCALE = Number(process.env.BENCH_EDGE_SCALE || 10)
const DURATION_S = Number(process.env.BENCH_EDGE_DURATION || 300)
const RATE = Number(process.env.BENCH_EDGE_RATE || 20)
const PUBLISH_S = Number(process.env.BENCH_EDGE_PUBLISH_S || 60)
const PILOT = 'pilot-givify'

type Figures = {originPerMinute: number; latencies: number[]; live: number[]; visits: number; errors: number}

async function run(distDir: string, dataset: string, purge: boolean): Promise<Figures> {
  const purgePort = await freePort()
  const data = join(mkdtempSync(join(tmpdir(), 'bench-edge-')), 'data.ndjson')
  writeFileSync(data, readFileSync(dataset))
  const site = await startPublishServer({
    fromDist: distDir,
    sharedDatasetFile: data,
    env: purge ? {VARNISH_PURGE_URL: `http://127.0.0.1:${purgePort}`} : {},
  })
  const edge = await startVarnish({backendPort: Number(new URL(site.url).port), purgePort})
  try {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/')
    for (const path of paths) await fetch(`${edge.url}${path}`).then((response) => response.arrayBuffer())

    const latencies: number[] = []
    const live: number[] = []
    let errors = 0
    const until = Date.now() + DURATION_S * 1000
    const before = edge.backendRequests()
    const visitors = (async () => {
      const waiting = new Set<Promise<unknown>>()
      for (let due = performance.now(); Date.now() < until; due += 1000 / RATE) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())))
        const path = paths[Math.floor(Math.random() * paths.length)]!
        const start = performance.now()
        const request: Promise<unknown> = fetch(`${edge.url}${path}`)
          .then(async (response) => {
            await response.arrayBuffer()
            if (response.status >= 500) errors++
            latencies.push(performance.now() - start)
          })
          .catch(() => errors++)
          .finally(() => waiting.delete(request))
        waiting.add(request)
      }
      await Promise.all(waiting)
    })()
    const publishes = (async () => {
      for (let n = 1; Date.now() + PUBLISH_S * 1000 < until; n++) {
        await new Promise((resolve) => setTimeout(resolve, PUBLISH_S * 1000))
        const title = `Givify, publish ${n} (${purge ? 'purge' : 'no purge'})`
        site.editDocument(PILOT, (doc) => ({...doc, title}))
        const published = performance.now()
        await site.webhook(JSON.stringify({_id: PILOT, _type: 'pilot', slug: 'givify', previousSlug: 'givify'}))
        while (!(await (await fetch(`${edge.url}/pilot/givify`)).text()).includes(title))
          await new Promise((resolve) => setTimeout(resolve, 50))
        live.push(performance.now() - published)
      }
    })()
    await Promise.all([visitors, publishes])
    const originPerMinute = ((edge.backendRequests() - before) / DURATION_S) * 60
    return {originPerMinute, latencies, live, visits: latencies.length, errors}
  } finally {
    await edge.stop()
    await site.stop()
    rmSync(join(data, '..'), {recursive: true, force: true})
  }
}

const work = mkdtempSync(join(tmpdir(), 'bench-edge-data-'))
try {
  const dataset = join(work, 'data.ndjson')
  writeScaledDataset(dataset, SCALE)
  const {distDir, entries} = buildAt(dataset, `.next-edge-x${SCALE}`)
  const without = await run(distDir, dataset, false)
  const withPurge = await run(distDir, dataset, true)
  const ms = (value: number) => `${(value / 1000).toFixed(2)} s`
  console.log(
    `\nThe edge (Varnish) in front of the site, content ×${SCALE} (${entries.length} build entries), ${DURATION_S} s each, ${RATE} visitor requests/s over every address, a publish every ${PUBLISH_S} s (${machine()})\n`,
  )
  console.log('| | site requests per minute | visitor latency median / p95 | publish → live at the edge, median / max | errors |')
  console.log('|---|---|---|---|---|')
  for (const [label, figures] of [
    ['15 s lifetime, no purge', without],
    ['a day, purged on publish', withPurge],
  ] as const)
    console.log(
      `| ${label} | ${figures.originPerMinute.toFixed(1)} | ${median(figures.latencies).toFixed(1)} / ${percentile(figures.latencies, 95).toFixed(1)} ms | ${ms(median(figures.live))} / ${ms(Math.max(...figures.live))} | ${figures.errors} of ${figures.visits} |`,
    )
} finally {
  rmSync(work, {recursive: true, force: true})
}
