/** Types of pageIndex.mjs (plain JavaScript: the cache handlers load it at run time). */
export function publishTags(header: unknown): string[]
export function indexPage(path: string, tags: string[]): Promise<void>
export function pagesTagged(tags: readonly string[]): Promise<string[]>
export function withPageIndex<B extends new (...args: never[]) => object>(Base: B): B
