/** /api/health/edge: whether this instance's purges reach the CDN in front of it (src/edge/health.ts). Never cached. */
export const dynamic = 'force-dynamic'
export {GET} from '@/edge/health'
