/**
 * The server's cache handler: Next's own file-system cache (pages on disk, a bounded copy in memory),
 * storing no 404 for an address that never had a page (see notFoundPages.mjs). next.config points here.
 */
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import {withoutNewNotFoundPages} from './notFoundPages.mjs'

// A CommonJS module with an ES default export: Node gives the exports object.
const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule

export default withoutNewNotFoundPages(FileSystemCache)
