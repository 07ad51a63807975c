/**
 * The security headers, written once for the three places that send them: next.config's headers(), the proxy
 * and the request gate. The Content-Security-Policy allows the site's origin, the Sanity image CDN and the
 * youtube-nocookie player; how scripts are allowed is in docs/architecture.md, "Scripts without 'unsafe-inline'".
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
