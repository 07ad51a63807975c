/** Types of revalidated.mjs (plain JavaScript: the cache handler loads it at run time). */
export function whenRevalidated(tags: readonly string[], timeoutMs: number): Promise<Promise<void> | null>
export function noteRevalidated(tags: readonly string[], purge: Promise<void>): void
