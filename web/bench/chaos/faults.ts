/**
 * The schedule's faults, applied to the world: each starts when its step comes and ends on its own
 * (its duration is part of the schedule, so a timer ends it), while the next steps go on: publishes
 * land while the Lake is down, an instance is away or Redis is frozen. A step whose resource a slower
 * than nominal fault still holds waits for it, so the order of what happens to each resource is the
 * schedule's. abort() ends the waits at once (starting nothing more), for a run stopped early.
 */
import {describeStep, resourceOf, type Resource, type Step} from './schedule.ts'
import type {World} from './world.ts'

export type FaultStep = Exclude<Step, {kind: 'update' | 'rename' | 'delete' | 'recreate'}>

export function startFaults(world: World, log: (line: string) => void) {
  const aborted = new AbortController()
  /** Per resource, the end of the fault holding it (it never rejects: a failed end is in `errors`). */
  const holding = new Map<Resource, Promise<void>>()
  /** Ends of faults that failed (an instance that did not start again), as the run reports them. */
  const errors: string[] = []

  /** A fault's duration: resolves early when the run is aborted. */
  const lasting = (seconds: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, seconds * 1000)
      aborted.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), {once: true})
    })
  /** After `seconds`, unless aborted meanwhile, `end` (restarting or healing what the fault took). */
  const endAfter = (seconds: number, end: () => unknown) => lasting(seconds).then(() => (aborted.signal.aborted ? undefined : end()))

  async function apply(step: FaultStep) {
    const resource = resourceOf(step)!
    await holding.get(resource)
    if (aborted.signal.aborted) return
    let ending: Promise<unknown>
    switch (step.kind) {
      case 'kill':
        await world.kill(step.instance)
        ending = endAfter(step.downS, () => world.startAgain(step.instance))
        break
      case 'redis-flush':
        await world.flushRedis()
        ending = Promise.resolve()
        break
      case 'redis-freeze':
        await world.freezeRedis()
        ending = endAfter(step.forS, () => world.thawRedis())
        break
      case 'redis-restart':
        await world.stopRedis()
        ending = endAfter(step.downS, () => world.startRedis())
        break
      case 'lake':
        world.setLake(step.fault)
        ending = endAfter(step.forS, () => world.setLake('none'))
        break
      case 'purges-fail':
        world.failPurges(true)
        ending = endAfter(step.forS, () => world.failPurges(false))
        break
      case 'varnish-restart':
        await world.stopVarnish()
        ending = endAfter(step.downS, () => world.startVarnish())
        break
    }
    holding.set(
      resource,
      ending.then(
        () => {
          if (step.kind !== 'redis-flush' && !aborted.signal.aborted)
            log(`#${step.n} over: ${describeStep(step).replace(/^#\d+ \([^)]*\) /, '')}`)
        },
        (error: unknown) => {
          errors.push(`#${step.n} could not end (${describeStep(step)}): ${String(error)}`)
          log(errors.at(-1)!)
        },
      ),
    )
  }

  return {
    apply,
    errors,
    /** Resolves when every fault started so far has ended. */
    async allOver() {
      await Promise.all(holding.values())
    },
    abort() {
      aborted.abort()
    },
  }
}
