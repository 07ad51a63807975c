/**
 * Switches on draft mode for an editor: the Presentation tool opens it with a secret it stored in the dataset.
 * When the secret checks out (budgeted: security/previewSecretLookups.ts) the editor gets the site's preview pass
 * (security/previewPass.ts) and next-sanity's handler sets Next's draft-mode cookie and redirects to the page, whose
 * return path must be a site path (security/sitePath.ts), else the home page. Wrong secret: 401; too many: 429;
 * no read token: 404.
 */
import {validatePreviewUrl} from '@sanity/preview-url-secret'
import {urlSearchParamPreviewPathname, urlSearchParamPreviewSecret} from '@sanity/preview-url-secret/constants'
import {cookies} from 'next/headers'
import {defineEnableDraftMode} from 'next-sanity/draft-mode'
import {askingOnce, existingSecrets, previewSecretClient} from '@/sanity/previewSecret'
import {createSecretLookups, isWellFormedSecret} from '@/security/previewSecretLookups'
import {clientAddress} from '@/security/clientAddress'
import {PREVIEW_PASS_COOKIE, PREVIEW_PASS_LIFETIME_S, issuePreviewPass} from '@/security/previewPass'
import {sitePath} from '@/security/sitePath'

const lookups = createSecretLookups()

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {status, headers: {'content-type': 'text/plain; charset=utf-8', ...headers}})

/** The pass goes where next-sanity puts the draft-mode cookie: partitioned in the Studio's cross-site frame. */
async function grantPreviewPass(request: Request) {
  const secure = process.env.NODE_ENV === 'production'
  const crossSiteFrame = request.headers.get('sec-fetch-dest') === 'iframe' && request.headers.get('sec-fetch-site') === 'cross-site'
  ;(await cookies()).set({
    name: PREVIEW_PASS_COOKIE,
    value: await issuePreviewPass(),
    httpOnly: true,
    path: '/',
    secure,
    sameSite: secure ? 'none' : 'lax',
    partitioned: secure && crossSiteFrame,
    maxAge: PREVIEW_PASS_LIFETIME_S,
  })
}

/** The request with its return path filtered to a path of this site, the home page when it is none. */
function withSiteReturnPath(request: Request): Request {
  const url = new URL(request.url)
  const asked = url.searchParams.get(urlSearchParamPreviewPathname)
  if (asked === null) return request
  url.searchParams.set(urlSearchParamPreviewPathname, sitePath(asked) ?? '/')
  return new Request(url, request)
}

export async function GET(asked: Request) {
  const request = withSiteReturnPath(asked)
  const client = previewSecretClient()
  if (!client) return text(404, 'Preview is not configured on this site (no SANITY_API_READ_TOKEN).')
  const secret = new URL(request.url).searchParams.get(urlSearchParamPreviewSecret)?.trim()
  if (!secret || !isWellFormedSecret(secret)) {
    lookups.refused()
    return text(401, 'Invalid secret')
  }
  const ticket = lookups.reserve(secret, clientAddress(request.headers)) ?? (await lookups.existing(secret, () => existingSecrets(client)))
  if (!ticket) {
    lookups.refused({unasked: true})
    return text(429, 'Too many wrong preview secrets: try again in a minute.', {'retry-after': '60'})
  }
  const once = askingOnce(client)
  let valid = false
  try {
    valid = (await validatePreviewUrl(once, request.url)).isValid
  } finally {
    ticket.settle(valid)
  }
  if (!valid) {
    lookups.refused()
    return text(401, 'Invalid secret')
  }
  await grantPreviewPass(request)
  // Checks the secret again from the answer above, sets the draft-mode cookies and redirects.
  return defineEnableDraftMode({client: once}).GET(request)
}
