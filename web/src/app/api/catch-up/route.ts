/**
 * /api/catch-up: one run of the site's catch-up with the Content Lake (src/catch-up/handler.ts),
 * for the production server's timer and a host's scheduled job. Never cached.
 */
export const dynamic = 'force-dynamic'
export {GET} from '@/catch-up/handler'
