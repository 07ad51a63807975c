/**
 * Security headers for every response. The Content-Security-Policy allows only what the site uses:
 * its own origin (pages, scripts, fonts, bundled images, the webhook), the Sanity image CDN, and the
 * youtube-nocookie player that loads after a visitor clicks a video poster.
 * 'unsafe-inline' for scripts is the price of static pages: Next.js streams its data in inline
 * scripts, and per-request nonces would make every page dynamic.
 */
/** The Studio's origin, when configured: its Presentation tool shows the site in a frame. */
function studioOrigin(): string | null {
  try {
    return process.env.NEXT_PUBLIC_SANITY_STUDIO_URL ? new URL(process.env.NEXT_PUBLIC_SANITY_STUDIO_URL).origin : null
  } catch {
    return null
  }
}

function contentSecurityPolicy({dev = false, studio = studioOrigin()} = {}) {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https://cdn.sanity.io'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    'frame-src': ['https://www.youtube-nocookie.com'],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Nobody may frame the site except the Studio's Presentation tool (browsers then ignore X-Frame-Options).
    'frame-ancestors': studio ? [studio] : ["'none'"],
    'manifest-src': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

export function securityHeaders({dev = false} = {}) {
  return [
    {key: 'Content-Security-Policy', value: contentSecurityPolicy({dev})},
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
