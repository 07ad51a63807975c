/**
 * The GROQ-powered webhook the README tells editors to configure: on every create, update or
 * delete of a published document (drafts off), POST the projection of the document, signed with
 * the shared secret, to the site. A release's publish is a publish of each of its documents: one
 * delivery each. System documents (`_.releases.*`, `_.groups.*`) are not content and send none.
 * Deliveries are kept so tests can see what was sent and answered.
 */
import {encodeSignatureHeader} from '@sanity/webhook'
import {project} from './groq.ts'
import {isPublishedId, type LakeDocument, type Transaction} from './store.ts'

/** The projection from the README's webhook table (a test keeps the two equal). */
export const WEBHOOK_PROJECTION =
  '{_id, _type, "rev": after()._rev, "slug": coalesce(slug.current, finalist->slug.current), "previousSlug": coalesce(before().slug.current, before().finalist->slug.current)}'

export interface WebhookConfig {
  url: string
  secret: string
  projection?: string
}

export interface WebhookDelivery {
  documentId: string
  operation: 'create' | 'update' | 'delete'
  body: string
  sentAt: number
  status?: number
  error?: string
  answeredAt?: number
}

export async function deliverWebhooks(
  config: WebhookConfig,
  transaction: Transaction,
  datasetBefore: LakeDocument[],
  datasetAfter: LakeDocument[],
  record: (delivery: WebhookDelivery) => void,
) {
  const sends = transaction.changes
    .filter(({id}) => isPublishedId(id) && !id.startsWith('_.'))
    .map(async ({id, before, after}) => {
      const operation = !before ? 'create' : !after ? 'delete' : 'update'
      const projected = await project(config.projection ?? WEBHOOK_PROJECTION, after ? datasetAfter : datasetBefore, before, after)
      const body = JSON.stringify(projected)
      const delivery: WebhookDelivery = {documentId: id, operation, body, sentAt: Date.now()}
      record(delivery)
      try {
        const response = await fetch(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), config.secret),
            'sanity-transaction-id': transaction.transactionId,
            'sanity-operation': operation,
            'sanity-document-id': id,
            'idempotency-key': `${transaction.transactionId}#${id}`,
          },
          body,
        })
        delivery.status = response.status
        await response.arrayBuffer()
      } catch (error) {
        delivery.error = String(error)
      }
      delivery.answeredAt = Date.now()
    })
  await Promise.all(sends)
}
