/**
 * One chaos run, shared by `pnpm bench:chaos` (bench/chaos.ts) and its short fixed-seed e2e
 * (e2e/chaos.spec.ts): the schedule drawn from the seed, the world started, the reader asking all
 * along, each step applied after its pause; then every fault over, a fresh instance of the build on
 * the final content as the reference, A, B and the edge asked until they agree with it (within a
 * bound), and a last comparison of every address. Returns what went wrong; stops everything it
 * started whatever happens.
 */
import {LAKE_SITE_DIST} from '@site/test-harness/stack-config'
import {answerAt} from './answers.ts'
import {againstLake, compareAll, untilAgreeing, type Difference} from './compare.ts'
import {addressOf, routedDocuments} from './content.ts'
import {startFaults} from './faults.ts'
import {isPublish, publish, type DeletedDocuments} from './publish.ts'
import {startReader, type BadAnswer, type Where} from './reader.ts'
import {describeStep, drawSchedule, type Step} from './schedule.ts'
import {startWorld} from './world.ts'

export interface ChaosOptions {
  seed: number
  steps: number
  /** The Lake-mode build to serve (a folder of web/; default `web#build:lake`'s). */
  dist?: string
  /** The instances' SITE_CATCH_UP_INTERVAL_S. */
  catchUpS?: number
  /** How long A, B and the edge may take to agree with the reference once every fault is over. */
  convergeBoundS?: number
  log?: (line: string) => void
  /** Ends the run early (Ctrl-C): the next pause or comparison stops, and everything started is stopped. */
  signal?: AbortSignal
}

export interface ChaosReport {
  seed: number
  schedule: Step[]
  /** Answers >= 500 and missing answers a visitor got. */
  badAnswers: BadAnswer[]
  /** The same, from what was stopped on purpose (see reader.ts): shown, not counted. */
  excused: BadAnswer[]
  /** 503 with Retry-After: an instance with nothing to render the page from (see reader.ts): shown, not counted. */
  nothingToAnswer: BadAnswer[]
  answers: Record<Where, number>
  /** After convergence, every way A, B or the edge differ from the reference, and the reference from the Lake. */
  differences: Difference[]
  /** Seconds from the end of the last fault until A, B and the edge agreed with the reference; null if not within the bound. */
  convergedAfterS: number | null
  /** Faults that could not end (an instance that did not start again). */
  errors: string[]
  webhooks: {sent: number; accepted: number}
  seconds: number
}

/** The addresses a sitemap lists. */
async function sitemapOf(base: string) {
  const {shown} = await answerAt(base, '/sitemap.xml')
  return shown.split(' ').filter(Boolean)
}

/** The pause before a step, ended by the run's end. */
const pause = (seconds: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    signal?.throwIfAborted()
    const timer = setTimeout(resolve, seconds * 1000)
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), {once: true})
  })

export async function runChaos({
  seed,
  steps,
  dist = LAKE_SITE_DIST,
  catchUpS = 3,
  convergeBoundS = 90,
  log: print = console.log,
  signal,
}: ChaosOptions) {
  const startedAt = Date.now()
  const seconds = () => (Date.now() - startedAt) / 1000
  const log = (line: string) => print(`[${seconds().toFixed(1).padStart(6)} s] ${line}`)
  const documents = routedDocuments()
  const schedule = drawSchedule(seed, steps, documents)
  log(`seed ${seed}: ${steps} steps on ${documents.length} routed documents, build web/${dist}, catch-up every ${catchUpS} s`)

  const world = await startWorld({dist, catchUpS})
  const faults = startFaults(world, log)
  signal?.addEventListener('abort', () => faults.abort(), {once: true})
  /** Every slug each routed document has had, and every address the run has used. */
  const slugs = new Map(documents.map(({id, slug}) => [id, new Set([slug])]))
  const addresses = new Set(['/sitemap.xml', ...documents.map(({type, slug}) => addressOf(type, slug))])
  let stepNow = 'before the first step'
  let reader: ReturnType<typeof startReader> | undefined
  try {
    for (const path of await sitemapOf(world.urls.A)) addresses.add(path)
    log(`A ${world.urls.A}, B ${world.urls.B}, edge ${world.urls.edge} (in front of A); ${addresses.size} addresses to read`)
    reader = startReader(world, {addresses: () => [...addresses], step: () => stepNow, startedAt})
    const deleted: DeletedDocuments = new Map()

    for (const step of schedule) {
      // The pause before a step is part of the schedule.
      await pause(step.afterS, signal)
      stepNow = `#${step.n} ${step.kind}`
      log(describeStep(step))
      if (isPublish(step)) {
        if (step.kind === 'rename') {
          slugs.get(step.id)!.add(step.to)
          addresses.add(addressOf(step.type, step.to))
        }
        publish(world, step, deleted)
      } else await faults.apply(step)
    }

    stepNow = 'after the last step'
    // The content is final: the reference starts while the last faults run out.
    const referenceStarting = world.startReference()
    // Awaited below; a failure meanwhile is not an unhandled rejection.
    referenceStarting.catch(() => {})
    await faults.allOver()
    const faultsOverAt = Date.now()
    log('every fault over; waiting for A, B and the edge to agree with a fresh instance')
    const referenceUrl = await referenceStarting
    signal?.throwIfAborted()
    log(`the fresh instance answers (${((Date.now() - faultsOverAt) / 1000).toFixed(1)} s after the last fault): comparing`)
    stepNow = 'converging'
    const paths = [...new Set([...addresses, ...(await sitemapOf(referenceUrl))])]
    const {agreedAt} = await untilAgreeing(referenceUrl, world.urls, paths, convergeBoundS * 1000, signal)
    const convergedAfterS = agreedAt === null ? null : Math.max(0, agreedAt - faultsOverAt) / 1000
    log(
      convergedAfterS === null
        ? `not agreeing within ${convergeBoundS} s`
        : `agreeing ${convergedAfterS.toFixed(1)} s after the last fault`,
    )
    await reader.stop()

    const last = await compareAll(referenceUrl, world.urls, paths)
    const differences = [...againstLake(world.lake, documents, (id) => [...slugs.get(id)!], last.reference), ...last.differences]
    log(`compared ${paths.length} addresses on A, B and the edge with the fresh instance`)
    return {
      seed,
      schedule,
      badAnswers: reader.counted,
      excused: reader.excused,
      nothingToAnswer: reader.nothingToAnswer,
      answers: reader.answers,
      differences,
      convergedAfterS,
      errors: faults.errors,
      webhooks: {sent: world.lake.webhooks.length, accepted: world.lake.webhooks.filter(({status}) => status === 200).length},
      seconds: seconds(),
    } satisfies ChaosReport
  } finally {
    faults.abort()
    await reader?.stop()
    await faults.allOver()
    await world.stop()
  }
}
