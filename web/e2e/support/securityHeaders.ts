/** The security headers every answer must carry, as one assertion shared by the header specs. */
import {expect} from '@playwright/test'

const expected: Record<string, RegExp[]> = {
  'content-security-policy': [
    /default-src 'self'/,
    /frame-ancestors 'none'/,
    /img-src [^;]*https:\/\/cdn\.sanity\.io/,
    /frame-src https:\/\/www\.youtube-nocookie\.com/,
    /object-src 'none'/,
  ],
  'strict-transport-security': [/max-age=\d{8,}/],
  'x-content-type-options': [/^nosniff$/],
  'referrer-policy': [/^strict-origin-when-cross-origin$/],
  'x-frame-options': [/^DENY$/],
  'permissions-policy': [/camera=\(\).*microphone=\(\).*geolocation=\(\)/],
}

export function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>, label = '') {
  for (const [name, patterns] of Object.entries(expected))
    for (const pattern of patterns) expect(String(headers[name] ?? ''), `${label} ${name}`).toMatch(pattern)
}
