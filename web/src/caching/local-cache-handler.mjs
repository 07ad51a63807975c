/**
 * The cache handler next.config names without REDIS_URL: Next's own file-system cache, wrapped with
 * notFoundPages.mjs, the edge's keys and purges (edge/cacheHandler.mjs), the page index
 * (live/pageIndex.mjs) and racedRenders.mjs.
 *
 * Workaround: Next exports no public way to extend its default cache handler (vercel/next.js discussion
 * #67677, unanswered), so its class is imported from next/dist, as @fortedigital/nextjs-cache-handler
 * does. e2e/next-workarounds.spec.ts fails when that import or the calls notFoundPages.mjs makes stop working.
 */
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import {withEdgePurges} from '../edge/cacheHandler.mjs'
import {withPageIndex} from '../live/pageIndex.mjs'
import {withoutNewNotFoundPages} from './notFoundPages.mjs'
import {withoutRacedRenders} from './racedRenders.mjs'

// A CommonJS module with an ES default export: Node gives the exports object.
const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule

export default withoutRacedRenders(withPageIndex(withEdgePurges(withoutNewNotFoundPages(FileSystemCache))))
