/**
 * The end of a chaos run: every address asked of a fresh instance of the build (no Redis, no edge,
 * reading the Lake directly: what a site with no history answers for the final content) and of A, B
 * and the edge, and every way they differ. `untilAgreeing` asks again until none differs, within a
 * bound, and says how long that took. `againstLake` checks the fresh instance itself against what the
 * Lake holds (each document's page 200 with its title, its earlier slugs 308 to it, a deleted one's
 * addresses 404), so a reference that is wrong the same way as the others cannot hide a fault.
 */
import type {LakeStandIn} from '@site/lake-standin'
import {eventually} from '@site/test-harness/eventually'
import {answerAt, difference, type Answer} from './answers.ts'
import {addressOf, type Routed} from './content.ts'
import type {Where} from './reader.ts'

export interface Difference {
  where: Where | 'reference'
  path: string
  what: string
}

/** Runs `each` over `items`, `width` at a time (a few visitors at once, as the site is meant to be asked). */
async function inTurns<T>(items: readonly T[], width: number, each: (item: T) => Promise<void>) {
  const queue = [...items]
  await Promise.all(
    Array.from({length: width}, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await each(item)
    }),
  )
}

/** Every address asked of the reference and of each of `targets`; the differences, and the reference's answers. */
export async function compareAll(referenceUrl: string, targets: Record<Where, string>, paths: readonly string[]) {
  const differences: Difference[] = []
  const reference = new Map<string, Answer>()
  await inTurns(paths, 4, async (path) => {
    const expected = await answerAt(referenceUrl, path)
    reference.set(path, expected)
    for (const where of Object.keys(targets) as Where[]) {
      const what = difference(expected, await answerAt(targets[where], path))
      if (what) differences.push({where, path, what})
    }
  })
  return {differences, reference}
}

/** Asks until A, B and the edge agree with the reference on every address, at most `boundMs`: when they did (or null), the last comparison. */
export async function untilAgreeing(
  referenceUrl: string,
  targets: Record<Where, string>,
  paths: readonly string[],
  boundMs: number,
  signal?: AbortSignal,
) {
  let last: Awaited<ReturnType<typeof compareAll>> | undefined
  const agreed = await eventually(
    async () => (last = await compareAll(referenceUrl, targets, paths)),
    ({differences}) => differences.length === 0,
    'A, B and the edge agreeing with a fresh instance',
    {timeoutMs: boundMs, intervalMs: 1_000, abort: () => (signal?.aborted ? 'the run was stopped' : undefined)},
  ).then(
    () => true,
    () => false,
  )
  signal?.throwIfAborted()
  return {agreedAt: agreed ? Date.now() : null, ...last!}
}

/**
 * What the reference answers against what the Lake holds now, for every routed document the run
 * started with: `slugsOf` gives every slug each has had during the run.
 */
export function againstLake(
  lake: LakeStandIn,
  documents: readonly Routed[],
  slugsOf: (id: string) => string[],
  reference: Map<string, Answer>,
) {
  const differences: Difference[] = []
  const check = (path: string, ok: (answer: Answer) => boolean, expected: string) => {
    const answer = reference.get(path)
    if (answer && !ok(answer))
      differences.push({
        where: 'reference',
        path,
        what: `answers ${answer.status || answer.error}${answer.location ? ` → ${answer.location}` : ''} where the Lake says ${expected}`,
      })
  }
  for (const {id, type} of documents) {
    const doc = lake.store.get(id)
    const current = (doc?.slug as {current?: string} | undefined)?.current
    for (const slug of slugsOf(id)) {
      const path = addressOf(type, slug)
      if (!doc || !current) check(path, ({status}) => status === 404, '404 (deleted)')
      else if (slug === current)
        check(path, ({status, shown}) => status === 200 && shown.includes(String(doc.title)), `200 showing "${String(doc.title)}"`)
      else check(path, ({status, location}) => status === 308 && location === addressOf(type, current), `308 → ${addressOf(type, current)}`)
    }
  }
  return differences
}
