/** Types for connection.mjs (plain JavaScript, because Next imports cache handlers at run time). */
import type {createClient} from '@redis/client'

export const REDIS_COMMAND_TIMEOUT_MS: number

export function inTime<C extends ReturnType<typeof createClient>>(client: C): ReturnType<C['withAbortSignal']>

/** Told once when Redis stops answering and once when it answers again. */
export type RedisListener = {onLost: (reason: string) => void; onBack: () => void}

export function connectRedis(url: string, ...listeners: RedisListener[]): ReturnType<typeof createClient>

export function sharedRedis(url: string, listener?: RedisListener): ReturnType<typeof createClient>

export function instancesRedis(env?: Record<string, string | undefined>): ReturnType<typeof createClient> | null
