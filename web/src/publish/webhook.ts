/**
 * The publish webhook (app/api/revalidate/route.ts), called by Sanity, signed with SANITY_REVALIDATE_SECRET:
 * verify.ts checks the call, sanity/tags.ts maps the document to tags, invalidate.ts does the rest.
 * Anything else changes nothing and costs one log line.
 */
import {NextResponse, type NextRequest} from 'next/server'
import {revalidationProfile} from '@/edge/revalidation'
import {bundledRevision} from '@/live/bundledRevisions'
import {logSafe} from '@/security/logSafe'
import {embeddedDatasetFile} from '@/sanity/env'
import {readPublishedRevision} from '@/sanity/publishedNow'
import {tagsForDocument} from '@/sanity/tags'
import {waitForPublishedContent} from './consistencyWait'
import {invalidate} from './invalidate'
import {verifyWebhook} from './verify'

export async function POST(request: NextRequest) {
  const secret = process.env.SANITY_REVALIDATE_SECRET
  if (!secret) {
    console.error('[revalidate] SANITY_REVALIDATE_SECRET is not set: every webhook call is refused until it is configured.')
  }
  const verdict = await verifyWebhook(request, {secret})
  if (!verdict.ok) {
    console.warn(`[revalidate] refused (${verdict.status}): ${verdict.error}`)
    // The connection closes with the answer: a refused client may still be sending a body nobody reads.
    return NextResponse.json({revalidated: false, error: verdict.error}, {status: verdict.status, headers: {Connection: 'close'}})
  }
  let tags: string[]
  try {
    // Sanity's Content Lake is eventually consistent: wait until it serves the publish (consistencyWait.ts); tests may turn it off.
    if (process.env.SANITY_WEBHOOK_SKIP_CONSISTENCY_WAIT !== 'true') await waitForPublishedContent(verdict.document, readPublishedRevision)
    tags = tagsForDocument(verdict.document)
    const id = verdict.document._id
    const applied = id ? [{id, rev: await publishedRevision(id, verdict.document.rev)}] : []
    // Values from the signed body: escaped, so a newline in an _id or slug cannot forge a log line.
    const log = `[revalidate] ${logSafe(verdict.document._type)} ${logSafe(id ?? '')}`
    void invalidate({tags, profile: revalidationProfile(), forgetRemembered: true, applied, log})
  } catch (error) {
    // Not done: Sanity's retry of this very call must be accepted, not refused as a replay (the catch-up brings it live anyway).
    await verdict.release()
    console.error(
      `[revalidate] ${logSafe(verdict.document._type)} ${logSafe(verdict.document._id ?? '')} failed, Sanity may retry it: ${logSafe(error)}`,
    )
    return NextResponse.json({revalidated: false, error: 'Revalidation failed'}, {status: 500})
  }
  return NextResponse.json({revalidated: true, tags})
}

/** The revision the call announces; one configured before its projection carried it is looked up. */
async function publishedRevision(id: string, announced: string | null | undefined): Promise<string | null> {
  if (announced !== undefined) return announced
  if (!readPublishedRevision) return bundledRevision(embeddedDatasetFile, id)
  return ((await readPublishedRevision(id).catch(() => null)) as string | null | undefined) ?? null
}
