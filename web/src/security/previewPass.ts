/**
 * The site's own preview pass: a signed, expiring cookie that /api/draft-mode/enable hands an editor beside
 * Next's draft-mode cookie, which is honoured only next to it (proxy.ts drops it, sanity/draftMode.ts checks
 * again). Next's cookie alone never expires; the pass lasts PREVIEW_PASS_LIFETIME_S, signed with
 * PREVIEW_COOKIE_SECRET (else a random key per process).
 */

export const PREVIEW_PASS_COOKIE = 'site-preview-pass'

/** How long an editor's preview lasts after the Presentation tool last opened it: a working day's session. */
export const PREVIEW_PASS_LIFETIME_S = 4 * 3600

/** Next's draft-mode cookie, honoured only next to a valid pass. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

const KEY = Symbol.for('site.previewPassKey')
const encoder = new TextEncoder()

/** The signing key: the variable's value, else one random key per process, shared by every bundle in it. */
function signingKey(env: Record<string, string | undefined> = process.env): string {
  if (env.PREVIEW_COOKIE_SECRET) return env.PREVIEW_COOKIE_SECRET
  const store = globalThis as typeof globalThis & {[KEY]?: string}
  if (!store[KEY]) {
    store[KEY] = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')
    if (process.env.NODE_ENV === 'production')
      console.warn(
        '⚠ PREVIEW_COOKIE_SECRET is not set: preview passes are signed with a key made when this server started; they end when it restarts and other instances do not accept them.',
      )
  }
  return store[KEY]
}

function hmacKey(secret: string, use: KeyUsage) {
  return crypto.subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, [use])
}

const signedPart = (expiresAt: number, id: string) => `site-preview-pass.v2.${expiresAt}.${id}`

/**
 * A pass valid for PREVIEW_PASS_LIFETIME_S from `now` (ms): `<expiry in s>.<id>.<signature>`. The id
 * is random, so each pass is its own: ending one preview (passRevocation.ts) never ends another editor's,
 * nor a preview opened again within the same second.
 */
export async function issuePreviewPass({now = Date.now(), secret = signingKey()} = {}): Promise<string> {
  const expiresAt = Math.floor(now / 1000) + PREVIEW_PASS_LIFETIME_S
  const id = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url')
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(signedPart(expiresAt, id)))
  return `${expiresAt}.${id}.${Buffer.from(signature).toString('base64url')}`
}

const PASS = /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

/**
 * The last character of 22 (16 bytes) or 43 (32 bytes) base64url characters carries bits no byte uses,
 * so four spellings decode to the same id or signature. Only the one issuePreviewPass writes is a
 * pass: a revoked pass spelled another way must not verify again.
 */
const canonical = (text: string) => Buffer.from(text, 'base64url').toString('base64url') === text

/** A pass's parts, when it is written exactly as issuePreviewPass writes it; else null. */
function parsePass(value: string | undefined) {
  const match = value?.match(PASS)
  if (!match || !canonical(match[2]!) || !canonical(match[3]!)) return null
  return {expiresAt: Number(match[1]), id: match[2]!, signature: match[3]!}
}

/** The id of a well-formed pass (what revocation remembers), or null. */
export const previewPassId = (value: string) => parsePass(value)?.id ?? null

/** Whether a cookie value is a pass this key signed that has not expired at `now` (ms). */
export async function isValidPreviewPass(value: string | undefined, {now = Date.now(), secret = signingKey()} = {}): Promise<boolean> {
  const pass = parsePass(value)
  if (!pass) return false
  if (pass.expiresAt * 1000 <= now || pass.expiresAt * 1000 > now + PREVIEW_PASS_LIFETIME_S * 1000) return false
  // crypto.subtle.verify compares in constant time.
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret, 'verify'),
    Buffer.from(pass.signature, 'base64url'),
    encoder.encode(signedPart(pass.expiresAt, pass.id)),
  )
}

/** A Cookie header without one cookie; null when it did not have it. */
export function withoutCookie(header: string, name: string): string | null {
  const parts = header
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
  const nameOf = (part: string) => (part.includes('=') ? part.slice(0, part.indexOf('=')) : part).trim()
  const kept = parts.filter((part) => nameOf(part) !== name)
  return kept.length === parts.length ? null : kept.join('; ')
}
