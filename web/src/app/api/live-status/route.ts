/**
 * /api/live-status: what the site has applied of the documents the Studio asks about. The whole of it
 * reads in src/live/ (start at endpoint.ts). GET and OPTIONS only: Next answers other methods with 405.
 */
export const dynamic = 'force-dynamic'
export {GET, OPTIONS} from '@/live/endpoint'
