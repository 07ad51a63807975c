import {expect, test} from '@playwright/test'

const expected = {
  'strict-transport-security': /max-age=\d{8,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
}

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const [name, pattern] of Object.entries(expected)) expect(headers[name], name).toMatch(pattern)
  const csp = headers['content-security-policy'] ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain('img-src')
  expect(csp).toContain('https://cdn.sanity.io')
  expect(csp).toContain('frame-src https://www.youtube-nocookie.com')
  expect(csp).toContain("object-src 'none'")
}

test('a page carries the security headers', async ({request}) => {
  const response = await request.get('/pilots')
  expect(response.status()).toBe(200)
  expectSecurityHeaders(response.headers())
})

test('the webhook route carries the security headers, even when it refuses a call', async ({request}) => {
  const response = await request.post('/api/revalidate', {data: {_type: 'pilot'}})
  expect([401, 500]).toContain(response.status())
  expectSecurityHeaders(response.headers())
})

test('the pages work under the policy: no CSP violation is reported while a page loads', async ({page}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto('/')
  await page.goto('/innovation-summit')
  await page
    .getByRole('link', {name: /play video/i})
    .first()
    .click()
  await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toBeVisible()
  expect(violations).toEqual([])
})
