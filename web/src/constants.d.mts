/** Types of constants.mjs (plain JavaScript: the cache handlers load it at run time). */
export const SITE_TAG: 'sanity'
export const DEFAULT_CATCH_UP_INTERVAL_S: number
export function catchUpIntervalMs(env: Record<string, string | undefined>): number
export function redisKeyPrefix(env?: Record<string, string | undefined>): string
