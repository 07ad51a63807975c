/**
 * The server's cache handler: Next's own file-system cache (pages on disk, a bounded copy in memory),
 * with the workarounds of notFoundPages.mjs for two Next.js bugs, the CDN's keys and purges
 * (edge/cacheHandler.mjs), the index of which page carries which tag (live/pageIndex.mjs), and no page
 * stored from a render that a revalidation of its tags overtook (racedRenders.mjs).
 * next.config points here.
 *
 * Next exports no public way to extend its default cache handler (asked for upstream in
 * vercel/next.js discussion #67677, "extending the default cache handler", unanswered), so its class
 * is imported from Next's internals, as @fortedigital/nextjs-cache-handler (the Redis handler's) does.
 * Guarded: e2e/next-workarounds.spec.ts runs this handler on a minimal app built with the installed
 * Next.js and fails when the import, or the calls notFoundPages.mjs makes on the class, stop working;
 * every browser test fails too, since no server starts without its cache handler.
 */
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import {withEdgePurges} from '../edge/cacheHandler.mjs'
import {withPageIndex} from '../live/pageIndex.mjs'
import {withoutNewNotFoundPages} from './notFoundPages.mjs'
import {withoutRacedRenders} from './racedRenders.mjs'

// A CommonJS module with an ES default export: Node gives the exports object.
const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule

export default withoutRacedRenders(withPageIndex(withEdgePurges(withoutNewNotFoundPages(FileSystemCache))))
