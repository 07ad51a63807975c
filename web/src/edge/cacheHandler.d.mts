/** Types of cacheHandler.mjs (plain JavaScript: Next loads the cache handler at run time). */
export const CACHE_TAGS_HEADER: string
export function withEdgePurges<T>(Base: T): T
