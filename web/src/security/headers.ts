/**
 * The security headers, written once for the three places that send them: next.config's headers()
 * (answers Next makes), the proxy (its own answers: redirects, 400, 405) and the request gate (every
 * answer under `pnpm start`, including those Node makes). The Content-Security-Policy allows only
 * what the site uses: its own origin (pages, scripts, fonts, bundled images, the webhook), the Sanity
 * image CDN, and the youtube-nocookie player that loads after a visitor clicks a video poster.
 *
 * Scripts: Next writes its bootstrap and flight data into every page as inline scripts, and a
 * per-request nonce would make every page dynamic. Under `pnpm start` the server gives each page a
 * policy that allows exactly the scripts it carries, by hash: Next's inline scripts and its script
 * files (their Subresource Integrity hashes, `experimental.sri` in next.config), with 'strict-dynamic'
 * so the chunks those scripts load later are trusted through them, and Trusted Types required, so a
 * script URL or HTML reaches the page's sinks only through the site's default policy
 * (security/pageScripts.ts, security/trustedTypesPolicy.ts, applied by security/scriptPolicy.ts). An
 * answer that is not a page gets a policy that allows nothing at all. next.config's headers are fixed
 * at build time and cannot know a page's scripts: they keep 'unsafe-inline' for hosts that run Next
 * themselves (Vercel, Netlify), where the site's server does not run.
 */
/** The Studio's origin, when configured: its Presentation tool shows the site in a frame. */
export function studioOrigin(): string | null {
  try {
    return process.env.NEXT_PUBLIC_SANITY_STUDIO_URL ? new URL(process.env.NEXT_PUBLIC_SANITY_STUDIO_URL).origin : null
  } catch {
    return null
  }
}

/**
 * scripts: what the answer may run.
 * - a list of hash sources: a page under `pnpm start`, which runs exactly those scripts;
 * - 'none': an answer that is not a page (data, images, redirects, errors the server writes itself);
 * - 'any': Next's dev server, and the build-time headers for hosts without the site's server.
 * preview: a page in an editor's preview (draft mode) keeps its hashes but not 'strict-dynamic' and
 * Trusted Types: the Studio's live preview in it stops refreshing under them, and only an editor with
 * a preview pass ever gets such a page.
 */
export function contentSecurityPolicy({
  dev = false,
  studio = studioOrigin(),
  scripts = 'any' as 'any' | 'none' | readonly string[],
  preview = false,
} = {}) {
  // Nobody may frame the site except the Studio's Presentation tool (browsers then ignore X-Frame-Options).
  const frameAncestors = studio ? [studio] : ["'none'"]
  const hashes = !dev && Array.isArray(scripts) ? (scripts as readonly string[]) : null
  const directives: Record<string, string[]> =
    scripts === 'none'
      ? {'default-src': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"], 'frame-ancestors': frameAncestors}
      : {
          'default-src': ["'self'"],
          'script-src': hashes
            ? // 'self' only for browsers without CSP level 3, which ignore 'strict-dynamic' and hashes of script files.
              ["'self'", ...(preview ? [] : ["'strict-dynamic'"]), ...hashes]
            : ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https://cdn.sanity.io'],
          'font-src': ["'self'"],
          'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
          'frame-src': ['https://www.youtube-nocookie.com'],
          'media-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': frameAncestors,
          'manifest-src': ["'self'"],
          ...(hashes && !preview ? {'require-trusted-types-for': ["'script'"], 'trusted-types': ['default']} : {}),
        }
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

export function securityHeaders({dev = false, scripts = 'any' as 'any' | 'none' | readonly string[]} = {}) {
  return [
    {key: 'Content-Security-Policy', value: contentSecurityPolicy({dev, scripts})},
    {key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload'},
    {key: 'X-Content-Type-Options', value: 'nosniff'},
    {key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
    {key: 'X-Frame-Options', value: 'DENY'},
    {
      // Only features Chromium knows: an unknown one (e.g. bluetooth) is a console error on every page.
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=(), interest-cohort=()',
    },
    {key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups'},
  ]
}
