import {createHash} from 'node:crypto'
import {hydrated} from './support/page'
import {expectSecurityHeaders, policyReports} from './support/securityHeaders'
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
  const violations = policyReports(page)
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

test("no answer allows inline scripts wholesale: a page allows its own and its script files, by hash; the webhook's answer nothing", async ({
  request,
  site,
}) => {
  for (const path of ['/', '/pilots', '/pilot/givify', '/about?x=1']) {
    const response = await request.get(path)
    const policy = scriptSrc(response.headers())
    expect(policy, path).not.toContain("'unsafe-inline'")
    expect(policy, path).toContain("'strict-dynamic'")
    // Every script file the page names is allowed by its integrity, which is the file's own hash.
    const files = [...(await response.text()).matchAll(/<script src="([^"]+)"[^>]*\sintegrity="([^"]+)"/g)]
    expect(files.length, path).toBeGreaterThan(0)
    for (const [, src, integrity] of files) {
      const file = Buffer.from(await (await request.get(src!)).body())
      expect(integrity, src).toBe(`sha256-${createHash('sha256').update(file).digest('base64')}`)
      expect(policy, src).toContain(`'${integrity}'`)
    }
    expect(response.headers()['content-security-policy'], path).toContain("require-trusted-types-for 'script'")
  }
  const webhook = await fetch(`${site.url}/api/revalidate`, {method: 'POST', body: '{}'})
  expect(webhook.headers.get('content-security-policy')).toMatch(/^default-src 'none';/)
})

test('a page the browser revalidates keeps its own policy: the 304 carries none, and the page reloads whole', async ({request, page}) => {
  const first = await request.get('/pilots')
  const etag = first.headers()['etag']
  expect(etag).toBeTruthy()
  const again = await request.get('/pilots', {headers: {'If-None-Match': etag!}})
  expect(again.status()).toBe(304)
  expect(again.headers()['content-security-policy']).toBeUndefined()
  // In the browser: a reload revalidates the kept page, which must still run its scripts and show its styles.
  const violations = policyReports(page)
  await page.goto('/pilots')
  await page.reload()
  await hydrated(page, 'header button[aria-controls]')
  expect(
    await page
      .locator('main img')
      .first()
      .evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0)
  expect(violations).toEqual([])
})

test('under Trusted Types a visitor moves through the site by its links, and the sinks refuse what the site never writes', async ({
  page,
}) => {
  const problems = policyReports(page, {pageErrors: true})
  await page.goto('/')
  await hydrated(page, 'header button[aria-controls]')
  // Links followed in the page: new chunks load through the default policy, and React writes an
  // article's JSON-LD with innerHTML.
  await page.getByRole('banner').getByRole('link', {name: 'Get Inspired', exact: true}).click()
  await expect(page).toHaveURL(/\/get-inspired$/)
  await page.locator('main a[href^="/article/"]').first().click()
  await expect(page).toHaveURL(/\/article\//)
  await expect(page.locator('script[type="application/ld+json"]')).not.toHaveCount(0)
  expect(problems).toEqual([])
  const attempts = await page.evaluate(() =>
    [
      () => (document.createElement('div').innerHTML = '<img src=x>'),
      () => (document.createElement('script').src = 'https://elsewhere.example/x.js'),
      () => (document.createElement('script').textContent = 'alert(1)'),
    ].map((attempt) => {
      try {
        attempt()
        return 'written'
      } catch (error) {
        return (error as Error).name
      }
    }),
  )
  expect(attempts).toEqual(['TypeError', 'TypeError', 'TypeError'])
})
