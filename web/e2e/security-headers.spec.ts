import {hydrated} from './support/page'
import {expectSecurityHeaders} from './support/securityHeaders'
import {expect, test} from './support/fixtures'

test('a page carries the security headers', async ({request}) => {
  const response = await request.get('/pilots')
  expect(response.status()).toBe(200)
  expectSecurityHeaders(response.headers())
})

test('the webhook route carries the security headers when it refuses an unsigned call', async ({site}) => {
  const response = await fetch(`${site.url}/api/revalidate`, {method: 'POST', body: JSON.stringify({_type: 'pilot'})})
  expect(response.status).toBe(401)
  expectSecurityHeaders(Object.fromEntries(response.headers))
})

test('the webhook route carries the security headers when the site has no secret configured', async ({request}) => {
  // The browser tests' own server runs without SANITY_REVALIDATE_SECRET: every call is refused with 500.
  const response = await request.post('/api/revalidate', {data: {_type: 'pilot'}})
  expect(response.status()).toBe(500)
  expectSecurityHeaders(response.headers())
})

test('the pages work under the policy: no CSP violation is reported while a page loads', async ({page}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto('/')
  await page.goto('/innovation-summit')
  // The poster turns into a button once React runs: click it then, so the player loads in the page.
  await hydrated(page, '#recording button')
  await page
    .locator('#recording')
    .getByRole('button', {name: /play video/i})
    .click()
  await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toBeVisible()
  expect(violations).toEqual([])
})

/** The script-src directive of an answer's Content-Security-Policy. */
const scriptSrc = (headers: Record<string, string>) =>
  (headers['content-security-policy'] ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src ')) ?? ''

test("no answer allows inline scripts wholesale: a page allows its own, by hash; the webhook's answer none", async ({request, site}) => {
  for (const path of ['/', '/pilots', '/pilot/givify', '/about?x=1']) {
    const response = await request.get(path)
    const policy = scriptSrc(response.headers())
    expect(policy, path).not.toContain("'unsafe-inline'")
    expect(policy, path).toMatch(/'sha256-[A-Za-z0-9+/]{43}='/)
  }
  const webhook = await fetch(`${site.url}/api/revalidate`, {method: 'POST', body: '{}'})
  expect(scriptSrc(Object.fromEntries(webhook.headers))).toBe("script-src 'self'")
})
