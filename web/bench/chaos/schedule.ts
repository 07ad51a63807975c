/**
 * The chaos run's schedule, drawn from a seed and nothing else: each step's kind (a publish of an
 * update, a rename, a delete or a re-create of a routed document, with its webhook lost or sent to
 * one instance; an instance killed; Redis flushed, frozen or restarted; the Lake failing; purges
 * failing; Varnish restarted), its target, its durations and the pause before it. The draw follows
 * the content (only an existing document is renamed or deleted, only a deleted one re-created) and a
 * nominal clock, so a fault is not drawn on something another fault is still holding: what the run
 * does depends on the seed, never on how fast the machine is.
 */
import {addressOf, type RoutedType, type Routed} from './content.ts'
import {seededRandom} from './random.ts'

export type Instance = 'A' | 'B'
/** Where a publish's webhook goes: lost (the site must find the change by its catch-up) or one instance. */
export type Delivery = 'lost' | Instance
type LakeFault = 'error' | 'slow' | 'hang'

type Publish = {id: string; type: RoutedType; delivery: Delivery}
export type Action =
  | (Publish & {kind: 'update'; title: string})
  | (Publish & {kind: 'rename'; from: string; to: string})
  | (Publish & {kind: 'delete'; slug: string})
  | (Publish & {kind: 'recreate'; slug: string; title: string})
  | {kind: 'kill'; instance: Instance; downS: number}
  | {kind: 'redis-flush'}
  | {kind: 'redis-freeze'; forS: number}
  | {kind: 'redis-restart'; downS: number}
  | {kind: 'lake'; fault: LakeFault; forS: number}
  | {kind: 'purges-fail'; forS: number}
  | {kind: 'varnish-restart'; downS: number}

export type Step = Action & {n: number; afterS: number}

/** What a fault holds while it lasts: two faults never hold the same thing at once. */
export type Resource = Instance | 'redis' | 'lake' | 'purges' | 'varnish'

export function resourceOf(action: Action): Resource | null {
  switch (action.kind) {
    case 'kill':
      return action.instance
    case 'redis-flush':
    case 'redis-freeze':
    case 'redis-restart':
      return 'redis'
    case 'lake':
      return 'lake'
    case 'purges-fail':
      return 'purges'
    case 'varnish-restart':
      return 'varnish'
    default:
      return null
  }
}

/** How long a fault holds its resource on the nominal clock (a start from the build takes about 10 s). */
function nominalSeconds(action: Action) {
  switch (action.kind) {
    case 'kill':
      return action.downS + 10
    case 'redis-restart':
      return action.downS + 1
    case 'varnish-restart':
      return action.downS + 3
    case 'redis-freeze':
    case 'lake':
    case 'purges-fail':
      return action.forS
    default:
      return 0
  }
}

/** How often each kind is drawn, against each other. */
const WEIGHTS = {
  update: 5,
  rename: 2,
  delete: 1.5,
  recreate: 2,
  kill: 2,
  'redis-flush': 1,
  'redis-freeze': 1,
  'redis-restart': 1,
  lake: 3,
  'purges-fail': 1,
  'varnish-restart': 1,
} as const satisfies Record<Action['kind'], number>

/** The share of publishes whose webhook is lost. */
const LOST_WEBHOOKS = 0.5
const FAULT_SECONDS = [5, 20] as const
const DOWN_SECONDS = [0, 5] as const
const PAUSE_SECONDS = [1, 4] as const

export function drawSchedule(seed: number, count: number, documents: readonly Routed[]): Step[] {
  const random = seededRandom(seed)
  const original = new Map(documents.map((doc) => [doc.id, doc]))
  const live = new Map(documents.map((doc) => [doc.id, {...doc}]))
  const deleted = new Map<string, Routed>()
  const busyUntil = new Map<Resource, number>()
  let clock = 0
  const steps: Step[] = []
  for (let n = 1; n <= count; n++) {
    const afterS = random.int(...PAUSE_SECONDS)
    clock += afterS
    const free = (resource: Resource) => (busyUntil.get(resource) ?? 0) <= clock
    const freeInstances = (['A', 'B'] as const).filter(free)
    const possible: Record<Action['kind'], boolean> = {
      update: live.size > 0,
      rename: live.size > 0,
      delete: live.size > 0,
      recreate: deleted.size > 0,
      kill: freeInstances.length > 0,
      'redis-flush': free('redis'),
      'redis-freeze': free('redis'),
      'redis-restart': free('redis'),
      lake: free('lake'),
      'purges-fail': free('purges'),
      'varnish-restart': free('varnish'),
    }
    const kind = random.weighted((Object.entries(WEIGHTS) as [Action['kind'], number][]).filter(([candidate]) => possible[candidate]))
    const delivery = (): Delivery => (random.chance(LOST_WEBHOOKS) ? 'lost' : random.pick(['A', 'B'] as const))
    const pickLive = () => random.pick([...live.values()])
    let action: Action
    switch (kind) {
      case 'update': {
        const doc = pickLive()
        doc.title = `${original.get(doc.id)!.title}, publish ${n}`
        action = {kind, id: doc.id, type: doc.type, title: doc.title, delivery: delivery()}
        break
      }
      case 'rename': {
        const doc = pickLive()
        const from = doc.slug
        doc.slug = `${original.get(doc.id)!.slug}-${n}`
        action = {kind, id: doc.id, type: doc.type, from, to: doc.slug, delivery: delivery()}
        break
      }
      case 'delete': {
        const doc = pickLive()
        live.delete(doc.id)
        deleted.set(doc.id, doc)
        action = {kind, id: doc.id, type: doc.type, slug: doc.slug, delivery: delivery()}
        break
      }
      case 'recreate': {
        const doc = random.pick([...deleted.values()])
        deleted.delete(doc.id)
        doc.title = `${original.get(doc.id)!.title}, back at publish ${n}`
        live.set(doc.id, doc)
        action = {kind, id: doc.id, type: doc.type, slug: doc.slug, title: doc.title, delivery: delivery()}
        break
      }
      case 'kill':
        action = {kind, instance: random.pick(freeInstances), downS: random.int(...DOWN_SECONDS)}
        break
      case 'redis-restart':
      case 'varnish-restart':
        action = {kind, downS: random.int(...DOWN_SECONDS)}
        break
      case 'redis-freeze':
      case 'purges-fail':
        action = {kind, forS: random.int(...FAULT_SECONDS)}
        break
      case 'lake':
        action = {kind, fault: random.pick(['error', 'slow', 'hang'] as const), forS: random.int(...FAULT_SECONDS)}
        break
      case 'redis-flush':
        action = {kind}
        break
    }
    const resource = resourceOf(action)
    if (resource) busyUntil.set(resource, clock + nominalSeconds(action))
    steps.push({...action, n, afterS})
  }
  return steps
}

const webhook = (delivery: Delivery) => (delivery === 'lost' ? 'webhook lost' : `webhook to ${delivery}`)

/** One line saying what a step does. */
export function describeStep(step: Step) {
  const head = `#${step.n} (+${step.afterS} s)`
  switch (step.kind) {
    case 'update':
      return `${head} publish ${step.id}: title "${step.title}", ${webhook(step.delivery)}`
    case 'rename':
      return `${head} rename ${step.id}: ${addressOf(step.type, step.from)} → ${addressOf(step.type, step.to)}, ${webhook(step.delivery)}`
    case 'delete':
      return `${head} delete ${step.id} (${addressOf(step.type, step.slug)}), ${webhook(step.delivery)}`
    case 'recreate':
      return `${head} re-create ${step.id} at ${addressOf(step.type, step.slug)}, ${webhook(step.delivery)}`
    case 'kill':
      return `${head} SIGKILL instance ${step.instance}, started again ${step.downS} s later`
    case 'redis-flush':
      return `${head} Redis FLUSHALL`
    case 'redis-freeze':
      return `${head} Redis frozen (SIGSTOP) for ${step.forS} s`
    case 'redis-restart':
      return `${head} Redis restarted empty, ${step.downS} s down`
    case 'lake':
      return `${head} the Lake ${step.fault === 'error' ? 'answering 503' : step.fault === 'slow' ? 'answering late' : 'hanging'} for ${step.forS} s`
    case 'purges-fail':
      return `${head} purges failing (the edge's purge address refusing) for ${step.forS} s`
    case 'varnish-restart':
      return `${head} Varnish restarted (nothing kept), ${step.downS} s down`
  }
}
