/**
 * The visitors of a chaos run: all along the schedule, a round every ROUND_MS asks instance A,
 * instance B and the edge for the next address of a rotating list (the sitemap's and every address
 * the run has used: old slugs, deleted documents), at most MAX_ROUNDS_IN_FLIGHT rounds waiting at
 * once (a hanging answer does not stop the others). Every answer >= 500 and every missing answer is
 * kept with its address, where, when, the step and what was down or failing then. Those no site
 * could have avoided are kept apart, not counted: a connection refused or cut by an instance or an
 * edge the schedule had stopped, and the edge's 5xx while its one origin (A) was killed. So are, shown
 * apart, the site's documented answer for an address it has nothing to render from: 503 with
 * Retry-After from an instance, sent only while it can read neither the Lake nor a last good answer
 * (a page created or renamed just before, which this instance never rendered and, Redis away, cannot
 * read as another rendered it: docs/architecture.md, The site outlives its CMS).
 */
import {answerAt, NO_ANSWER, type Answer} from './answers.ts'
import type {World} from './world.ts'

const ROUND_MS = 150
const MAX_ROUNDS_IN_FLIGHT = 6

export type Where = 'A' | 'B' | 'edge'

export interface BadAnswer {
  where: Where
  path: string
  /** When it was asked, in seconds since the run started. */
  at: number
  /** How long the answer (or the failure) took, in seconds. */
  tookS: number
  step: string
  status: number
  error?: string
  /** What was down or failing when it was asked or answered. */
  during: string[]
}

export function startReader(
  world: World,
  {addresses, step, startedAt}: {addresses: () => string[]; step: () => string; startedAt: number},
) {
  const counted: BadAnswer[] = []
  const excused: BadAnswer[] = []
  const nothingToAnswer: BadAnswer[] = []
  /** Every address the edge has answered with a page (2xx) since it last started, which it may have kept since. */
  const pagesAtEdge = new Set<string>()
  let edgeStarts = world.varnishStarts()
  const answers: Record<Where, number> = {A: 0, B: 0, edge: 0}
  let next = 0
  let inFlight = 0
  const pending = new Set<Promise<void>>()

  /**
   * Whether a visitor could not have had an answer then: the connection refused or cut by what was
   * stopped on purpose, or the edge's error while its one origin was. An answer that does not come
   * within the patience always counts (a server that took the connection owes an answer).
   */
  const unavoidable = (where: Where, {status, error}: Answer, during: string[]) => {
    const cut = status === 0 && error !== NO_ANSWER
    return where === 'edge'
      ? (cut && during.includes('Varnish down')) || (status >= 500 && during.includes('A down'))
      : cut && during.includes(`${where} down`)
  }

  async function ask(where: Where, path: string) {
    if (world.varnishStarts() !== edgeStarts) {
      edgeStarts = world.varnishStarts()
      pagesAtEdge.clear()
    }
    const before = world.conditions()
    const stepThen = step()
    const askedAt = Date.now()
    const answer = await answerAt(world.urls[where], path)
    answers[where]++
    if (answer.status !== 0 && answer.status < 500) {
      if (where === 'edge' && answer.status < 300) pagesAtEdge.add(path)
      return
    }
    const during = [...new Set([...before, ...world.conditions()])]
    const {status, error} = answer
    const bad = {where, path, at: (askedAt - startedAt) / 1000, tookS: (Date.now() - askedAt) / 1000, step: stepThen, status, error, during}
    // An instance sends Retry-After on a 503 only when it has nothing to render a page from
    // (src/catch-up/outageAnswer.ts); Varnish sends it on each of its own 503s, so the edge's counts
    // as that only for an address it never answered with a page, which it would have kept.
    const nothingKept = where !== 'edge' || !pagesAtEdge.has(path)
    const documented = status === 503 && Boolean(answer.retryAfter) && nothingKept
    ;(unavoidable(where, answer, during) ? excused : documented ? nothingToAnswer : counted).push(bad)
  }

  const round = () => {
    const list = addresses()
    if (inFlight >= MAX_ROUNDS_IN_FLIGHT || list.length === 0) return
    const path = list[next++ % list.length]!
    inFlight++
    const asked = Promise.all((['A', 'B', 'edge'] as const).map((where) => ask(where, path))).then(() => {
      inFlight--
      pending.delete(asked)
    })
    pending.add(asked)
  }
  // A visitor's pace, not a wait for anything: the reader asks at a steady rate whatever happens.
  const timer = setInterval(round, ROUND_MS)

  return {
    counted,
    excused,
    nothingToAnswer,
    answers,
    /** Stops asking and waits for the answers still coming. */
    async stop() {
      clearInterval(timer)
      await Promise.all(pending)
    },
  }
}
