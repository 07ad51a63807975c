/** Test support: a local stand-in for Sanity's Content Lake (see server.ts for what it is and is not). */
export {
  startLakeStandIn,
  lakeImagePrefix,
  STANDIN_USER,
  type AnsweredQuery,
  type LakeStandIn,
  type LakeStandInOptions,
  type ReceivedAction,
} from './server.ts'
export {WEBHOOK_PROJECTION, type WebhookConfig, type WebhookDelivery} from './webhook.ts'
export {perspectiveOf, documentsFor, type Perspective} from './perspective.ts'
export {LakeStore, LakeError, LakeUnsupported, strongReferences, type LakeDocument, type Transaction} from './store.ts'
export {imageSize} from './assets.ts'
export {solidPng} from './png.ts'
