/**
 * The security headers every answer must carry, as one assertion shared by the header specs. A page's
 * Content-Security-Policy allows what the site uses; an answer that is not a page may allow nothing.
 */
import {expect, type Page} from '@playwright/test'

const PAGE_POLICY = [
  /default-src 'self'/,
  /img-src [^;]*https:\/\/cdn\.sanity\.io/,
  /frame-src https:\/\/www\.youtube-nocookie\.com/,
  /object-src 'none'/,
]
const NOTHING_ALLOWED = /^default-src 'none';/

const expected: Record<string, RegExp[]> = {
  'content-security-policy': [/frame-ancestors 'none'/],
  'strict-transport-security': [/max-age=\d{8,}/],
  'x-content-type-options': [/^nosniff$/],
  'referrer-policy': [/^strict-origin-when-cross-origin$/],
  'x-frame-options': [/^DENY$/],
  'permissions-policy': [/camera=\(\).*microphone=\(\).*geolocation=\(\)/],
}

export function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>, label = '') {
  for (const [name, patterns] of Object.entries(expected))
    for (const pattern of patterns) expect(String(headers[name] ?? ''), `${label} ${name}`).toMatch(pattern)
  const policy = String(headers['content-security-policy'] ?? '')
  if (!NOTHING_ALLOWED.test(policy)) for (const pattern of PAGE_POLICY) expect(policy, `${label} content-security-policy`).toMatch(pattern)
}

/**
 * What a page's console reports about the Content-Security-Policy and Trusted Types from now on, and,
 * with `pageErrors`, the errors thrown in the page: a list that stays empty while the site keeps to its policy.
 */
export function policyReports(page: Page, {pageErrors = false} = {}): string[] {
  const reports: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) reports.push(message.text())
  })
  if (pageErrors) page.on('pageerror', (error) => reports.push(error.message))
  return reports
}
