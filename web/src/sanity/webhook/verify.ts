/**
 * Checks a publish webhook call before anything is revalidated: size, signature (next-sanity's
 * parseBody with the shared secret), freshness of the signed timestamp (a replayed old call is
 * refused), and the body's shape. Returns the document or the refusal to answer with.
 */
import {parseBody} from 'next-sanity/webhook'
import type {NextRequest} from 'next/server'
import type {PublishedDocument} from '../tags'

export const MAX_BODY_BYTES = 64 * 1024
/** How old a signed timestamp may be: generous for clock skew and Sanity's retries, short for replays. */
export const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000

export type Verdict =
  | {ok: true; document: PublishedDocument}
  | {ok: false; status: 400 | 401 | 413 | 500; error: string}

const SIGNATURE = /^t=(\d+)[, ]+v1=[^, ]+$/

/** Reads the body up to the limit; null when it is larger. */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limit) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const {done, value} = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

export async function verifyWebhook(
  request: NextRequest,
  {secret, waitForConsistency, now = Date.now()}: {secret: string | undefined; waitForConsistency: boolean; now?: number},
): Promise<Verdict> {
  if (!secret) return {ok: false, status: 500, error: 'Webhook secret is not configured'}

  const text = await readLimited(request, MAX_BODY_BYTES)
  if (text === null) return {ok: false, status: 413, error: `Body larger than ${MAX_BODY_BYTES} bytes`}

  const header = request.headers.get('sanity-webhook-signature')
  const signed = header ? SIGNATURE.exec(header.trim()) : null
  if (!header || !signed) return {ok: false, status: 401, error: 'Missing or malformed signature'}
  if (Math.abs(now - Number(signed[1])) > MAX_SIGNATURE_AGE_MS) return {ok: false, status: 401, error: 'Signature timestamp is too old'}

  let parsed: Awaited<ReturnType<typeof parseBody<PublishedDocument>>>
  try {
    // parseBody needs a fresh request: the original body stream has been read above.
    const copy = new Request(request.url, {method: 'POST', headers: request.headers, body: text})
    parsed = await parseBody<PublishedDocument>(copy as NextRequest, secret, waitForConsistency)
  } catch {
    // A correctly signed body that is not JSON.
    return {ok: false, status: 400, error: 'Body is not JSON'}
  }
  if (parsed.isValidSignature !== true) return {ok: false, status: 401, error: 'Invalid signature'}
  const document = parsed.body
  if (!document || typeof document !== 'object' || typeof document._type !== 'string' || !document._type) {
    return {ok: false, status: 400, error: 'Body must be a JSON object with a _type'}
  }
  return {ok: true, document}
}
