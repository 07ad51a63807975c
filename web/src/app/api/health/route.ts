/** /api/health: whether this instance has caught up with the published content (src/catch-up/health.ts). Never cached. */
export const dynamic = 'force-dynamic'
export {GET} from '@/catch-up/health'
