/**
 * What a long-running server does under publishes, for the scale benchmark:
 * - growth: a pilot published `count` times back to back (each checked on its page, with the Pilots
 *   list and the home page visited after it, as visitors would), the server's memory (RSS of its
 *   process group) and its cache folder (files, bytes) every 10th publish, then, after the last, its
 *   main process's memory after a full garbage collection and after a memory-reducing one, with where
 *   it lies (collectGarbageOnSignal.mjs);
 * - stalls: the Pilots page's own document published, so every numbered page of the list is stale,
 *   then each re-rendered by a visit while four visitors keep asking for a cached pilot page: that
 *   page's answer times (a cached page must never wait behind a re-render).
 */
import {readdirSync, readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import type {PublishServer} from '../../test/support/productionServer.ts'
import {eventually} from '@site/test-harness/eventually'
import {percentile} from '../stats.ts'

/** The server's environment for `memoryAfterCollections`: gc() exposed, and the collections on SIGUSR2. */
export const COLLECT_ON_SIGNAL_ENV = {
  NODE_OPTIONS: `--expose-gc --import=${fileURLToPath(new URL('./collectGarbageOnSignal.mjs', import.meta.url))}`,
}

/** Resident memory of every process in the server's process group, in bytes (Linux /proc). */
function groupRss(groupId: number) {
  let bytes = 0
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const processGroup = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2])
      if (processGroup !== groupId) continue
      const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
      bytes += Number(kib ?? 0) * 1024
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return bytes
}

function folderSize(dir: string): {files: number; bytes: number} {
  let files = 0
  let bytes = 0
  for (const entry of readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile()) continue
    files++
    bytes += statSync(join(entry.parentPath, entry.name)).size
  }
  return {files, bytes}
}

const COLLECTED = /\[bench\] memory after garbage collections (\{.*\})/g

/** The main process's memory, and where it lies, at one stage of collectGarbageOnSignal.mjs. */
type CollectedMemory = NodeJS.MemoryUsage & {v8Pages: number; mallocHeap: number}

/** The server's memory after a full collection, then after one that gives back what it can (its environment has COLLECT_ON_SIGNAL_ENV). */
async function memoryAfterCollections(server: PublishServer): Promise<{full: CollectedMemory; reduced: CollectedMemory}> {
  const reports = () => [...server.logs.join('').matchAll(COLLECTED)].map((match) => match[1]!)
  const before = reports().length
  process.kill(server.pid, 'SIGUSR2')
  const after = await eventually(reports, (said) => said.length > before, 'the server to report its memory', {intervalMs: 20})
  return JSON.parse(after.at(-1)!) as {full: CollectedMemory; reduced: CollectedMemory}
}

export interface GrowthSample {
  publishes: number
  rssBytes: number
  cache: {files: number; bytes: number}
}

/**
 * `cacheDir`: the server's cache folder (its build copy's `cache/`). RSS and the cache folder are read
 * every 10th publish; the collections run once, after the last: a collection forced halfway (as this
 * bench did until 2026-11-26) resets V8's heap sizing and the C allocator's heap, and the growth read
 * after it was less than half the growth of a server left alone (docs/benchmarks.md, the scale figures).
 */
export async function growthUnderPublishes(
  server: PublishServer,
  {count, pilotId, pilotPath, slug, cacheDir}: {count: number; pilotId: string; pilotPath: string; slug: string; cacheDir: string},
): Promise<{samples: GrowthSample[]; collected: {full: CollectedMemory; reduced: CollectedMemory}}> {
  const samples: GrowthSample[] = []
  for (let run = 1; run <= count; run++) {
    const title = `Givify (steady publish ${run})`
    server.editDocument(pilotId, (doc) => ({...doc, title}))
    await server.webhook(JSON.stringify({_id: pilotId, _type: 'pilot', slug, previousSlug: slug}))
    await server.pageCarrying(pilotPath, title)
    await server.pageCarrying('/pilots', title)
    await server.page('/')
    if (run % 10 === 0 || run === count) samples.push({publishes: run, rssBytes: groupRss(server.pid), cache: folderSize(cacheDir)})
  }
  return {samples, collected: await memoryAfterCollections(server)}
}

/** Answer times of `cachedPath` while every numbered page of `listPaths` re-renders after the list's own publish. */
export async function cachedAnswersDuringListRenders(
  server: PublishServer,
  {listPaths, cachedPath, listDocId, listType}: {listPaths: string[]; cachedPath: string; listDocId: string; listType: string},
) {
  await server.page(cachedPath)
  const intro = `A list re-rendered ${Date.now()}`
  server.editDocument(listDocId, (doc) => ({...doc, intro}))
  await server.webhook(JSON.stringify({_id: listDocId, _type: listType}))
  const times: number[] = []
  let rendering = true
  const visitor = async () => {
    while (rendering) {
      const started = performance.now()
      const answer = await server.page(cachedPath)
      if (answer.status !== 200) throw new Error(`${cachedPath} answered ${answer.status} during the re-renders`)
      times.push(performance.now() - started)
    }
  }
  const visitors = Array.from({length: 4}, visitor)
  const started = performance.now()
  for (const path of listPaths) await server.pageCarrying(path, intro)
  const renderMs = performance.now() - started
  rendering = false
  await Promise.all(visitors)
  return {
    lists: listPaths.length,
    renderMs,
    answers: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
  }
}
