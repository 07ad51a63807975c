/**
 * Checks a publish webhook call for webhook.ts, cheapest and least trusting first: the signature header
 * (before a byte of the body is read), the body (readBody.ts), the signature (@sanity/webhook), replay
 * (replays.ts), then the body's `_type` (documentTypes.ts). Returns the document or the refusal to answer with.
 */
import {decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {isDocumentType} from './documentTypes'
import {readBody} from './readBody'
import {redisKeyPrefix} from '../constants.mjs'
import {createReplayGuard, createSharedReplayGuard, replaysRedis, type ReplayGuard} from './replays'
import type {PublishedDocument} from '../sanity/tags.ts'

export const MAX_BODY_BYTES = 64 * 1024
/** How old a signed timestamp may be: generous for clock skew and Sanity's retries, short for replays. */
const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000
/** A webhook body is a few hundred bytes: a client still sending after this is cut off. */
const BODY_TIMEOUT_MS = 5_000

export type Verdict =
  {ok: true; document: PublishedDocument; release: () => Promise<void>} | {ok: false; status: 400 | 401 | 408 | 413 | 500; error: string}

const REPLAY_WINDOW_MS = 2 * MAX_SIGNATURE_AGE_MS
let replays: ReplayGuard | undefined

/** Chosen at the first call, not when the module loads: the build loads it too, and must not connect. */
function replayGuard(): ReplayGuard {
  const url = process.env.REDIS_URL
  replays ??= url
    ? createSharedReplayGuard(replaysRedis(url), {windowMs: REPLAY_WINDOW_MS, keyPrefix: redisKeyPrefix()})
    : createReplayGuard(REPLAY_WINDOW_MS)
  return replays
}

function decodedSignature(header: string | null) {
  try {
    return header ? decodeSignatureHeader(header) : null
  } catch {
    return null
  }
}

export async function verifyWebhook(
  request: Request,
  {secret, now = Date.now(), bodyTimeoutMs = BODY_TIMEOUT_MS}: {secret: string | undefined; now?: number; bodyTimeoutMs?: number},
): Promise<Verdict> {
  if (!secret) return {ok: false, status: 500, error: 'Webhook secret is not configured'}

  const header = request.headers.get(SIGNATURE_HEADER_NAME)
  const signature = decodedSignature(header)
  if (!header || !signature) return {ok: false, status: 401, error: 'Missing or malformed signature'}
  if (Math.abs(now - signature.timestamp) > MAX_SIGNATURE_AGE_MS) return {ok: false, status: 401, error: 'Signature timestamp is too old'}

  const body = await readBody(request, {maxBytes: MAX_BODY_BYTES, timeoutMs: bodyTimeoutMs})
  if (!body.ok) {
    if (body.reason === 'too-large') return {ok: false, status: 413, error: `Body larger than ${MAX_BODY_BYTES} bytes`}
    if (body.reason === 'too-slow') return {ok: false, status: 408, error: `Body not received within ${bodyTimeoutMs / 1000} s`}
    return {ok: false, status: 400, error: 'Client aborted the body'}
  }

  const valid = body.text.trim() ? await isValidSignature(body.text, header.trim(), secret.trim()) : false
  if (!valid) return {ok: false, status: 401, error: 'Invalid signature'}
  const guard = replayGuard()
  if (!(await guard.accept(signature.hashedPayload, now))) return {ok: false, status: 401, error: 'Signature already used (replay)'}
  const release = () => guard.release(signature.hashedPayload)

  let document: unknown
  try {
    document = JSON.parse(body.text)
  } catch {
    return {ok: false, status: 400, error: 'Body is not JSON'}
  }
  if (!document || typeof document !== 'object' || !('_type' in document) || !isDocumentType(document._type)) {
    return {ok: false, status: 400, error: 'Body must be a JSON object whose _type is a document type of the content model'}
  }
  return {ok: true, document: document as PublishedDocument, release}
}
