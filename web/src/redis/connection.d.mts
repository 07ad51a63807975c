/** Types for connection.mjs (plain JavaScript, because Next imports cache handlers at run time). */
import type {createClient} from '@redis/client'

export const REDIS_COMMAND_TIMEOUT_MS: number

export function inTime<C extends ReturnType<typeof createClient>>(client: C): ReturnType<C['withAbortSignal']>

export function connectRedis(
  url: string,
  options: {onLost: (reason: string) => void; onBack: () => void; queueWhileConnecting?: boolean},
): ReturnType<typeof createClient>

export function quietRedis(url: string): ReturnType<typeof createClient>

export function instancesRedis(env?: Record<string, string | undefined>): ReturnType<typeof createClient> | null
