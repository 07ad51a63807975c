/** Types of purge.mjs (plain JavaScript: the cache handler loads it at run time). */
import type {Env} from './cdns.mjs'
export function purgesFailingSince(): number | null
export function purgeEdge(tags: readonly string[], env?: Env): Promise<void>
export function purgesFailing(env?: Env): Promise<number | null>
