/**
 * /api/revalidate: the publish webhook. Its whole path, from this request to the revalidated cache
 * tags, reads top to bottom in src/publish/ (start at webhook.ts). Only POST is exported, so Next.js
 * answers every other method with 405.
 */
export {POST} from '@/publish/webhook'
