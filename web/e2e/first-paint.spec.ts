/**
 * What a phone fetches first (375 px wide, a 812 px tall screen), on every route of the sitemap:
 * the largest paint is never a lazy image and, if it is an image, is requested at high priority;
 * images in the first viewport are eager and high priority, and nothing below it is. Links fetch
 * other routes only when a visitor shows intent, never on page load.
 */
import {expect, test, type CDPSession, type Page} from '@playwright/test'
import {animationsFinished} from './support/animations'
import {sitemapPaths} from './support/routes'

test.describe.configure({timeout: 180_000})
test.use({viewport: {width: 375, height: 812}, isMobile: true, hasTouch: true})

declare global {
  interface Window {
    lcpEntries: {tag: string; url: string; loading: string | null; fetchPriority: string | null; text: string}[]
  }
}

/** Records every largest-contentful-paint entry from the first paint on, with what its element is. */
async function observeLargestPaint(page: Page) {
  await page.addInitScript(() => {
    window.lcpEntries = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {element: Element | null; url: string})[]) {
        const element = entry.element
        window.lcpEntries.push({
          tag: element?.tagName.toLowerCase() ?? '(removed)',
          url: entry.url,
          loading: element?.getAttribute('loading') ?? null,
          fetchPriority: element?.getAttribute('fetchpriority') ?? null,
          text: (element?.textContent ?? '').trim().slice(0, 60),
        })
      }
    }).observe({type: 'largest-contentful-paint', buffered: true})
  })
}

/** The priority Chromium gave each request when it was made (CDP), by URL. */
async function recordPriorities(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  const priorities = new Map<string, string>()
  cdp.on('Network.requestWillBeSent', ({request}) => {
    if (!priorities.has(request.url)) priorities.set(request.url, request.initialPriority)
  })
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true})
  return priorities
}

/** Waits until the page is loaded and every fade-in has run, so the last LCP entry is final. */
async function settle(page: Page) {
  await page.waitForLoadState('load')
  await animationsFinished(page)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

test('on every route, the largest paint at 375 px is not lazy and, if an image, is fetched at high priority', async ({page, request}) => {
  await observeLargestPaint(page)
  const priorities = await recordPriorities(page)
  const problems: string[] = []
  const seen: string[] = []
  for (const path of await sitemapPaths(request)) {
    await page.goto(path)
    await settle(page)
    const entries = await page.evaluate(() => window.lcpEntries)
    const largest = entries.at(-1)
    if (!largest) {
      problems.push(`${path}: no largest-contentful-paint entry`)
      continue
    }
    seen.push(`${path}: <${largest.tag}> ${largest.url || largest.text}`)
    if (largest.loading === 'lazy') problems.push(`${path}: the largest paint <${largest.tag}> ${largest.url} is lazy-loaded`)
    if (largest.url) {
      const priority = priorities.get(largest.url)
      if (largest.fetchPriority !== 'high') problems.push(`${path}: the largest paint ${largest.url} has no fetchpriority="high"`)
      if (priority !== 'High' && priority !== 'VeryHigh')
        problems.push(`${path}: the largest paint ${largest.url} was requested at ${priority ?? 'no'} priority`)
    }
  }
  console.log(seen.join('\n'))
  expect(problems).toEqual([])
  expect(seen.length).toBeGreaterThan(10)
})

test('images in the first viewport at 375 px are eager and high priority; every other image is lazy', async ({page, request}) => {
  const problems: string[] = []
  let firstViewportImages = 0
  for (const path of await sitemapPaths(request)) {
    await page.goto(path)
    await page.waitForLoadState('load')
    const images = await page.locator('img').evaluateAll((nodes) =>
      nodes.map((node) => {
        const img = node as HTMLImageElement
        const box = img.getBoundingClientRect()
        const shown = box.width > 0 && box.height > 0
        return {
          src: img.currentSrc || img.src,
          loading: img.getAttribute('loading'),
          fetchPriority: img.getAttribute('fetchpriority'),
          inFirstViewport: shown && box.top + window.scrollY < window.innerHeight && box.bottom + window.scrollY > 0,
        }
      }),
    )
    for (const image of images) {
      const where = `${path}: ${new URL(image.src).pathname}`
      if (image.inFirstViewport) {
        firstViewportImages++
        if (image.loading === 'lazy' || image.fetchPriority !== 'high')
          problems.push(`${where} is in the first viewport but loading=${image.loading} fetchpriority=${image.fetchPriority}`)
      } else if (image.loading !== 'lazy' || image.fetchPriority === 'high') {
        problems.push(`${where} is below the first viewport (or hidden) but loading=${image.loading} fetchpriority=${image.fetchPriority}`)
      }
    }
  }
  expect(problems).toEqual([])
  expect(firstViewportImages).toBeGreaterThan(10)
})

/** Requests for other routes' server component payloads: how next/link prefetches. */
function watchRoutePayloads(page: Page) {
  const fetched: string[] = []
  page.on('request', (req) => {
    const headers = req.headers()
    if (headers['rsc'] === '1' || headers['next-router-prefetch'] === '1') fetched.push(new URL(req.url()).pathname)
  })
  return fetched
}

const hydrated = (page: Page, selector: string) =>
  page.waitForFunction((css) => {
    const element = document.querySelector(css)
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'))
  }, selector)

test.describe('link prefetching waits for intent', () => {
  test('loading a page with many links fetches no other route', async ({page}) => {
    const fetched = watchRoutePayloads(page)
    for (const path of ['/', '/pilots', '/get-inspired']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await page.mouse.wheel(0, 4000)
      await page.waitForLoadState('networkidle')
    }
    expect(fetched).toEqual([])
  })

  test.describe('with a mouse', () => {
    test.use({viewport: {width: 1280, height: 800}, isMobile: false, hasTouch: false})

    test('pointing at a link fetches its route, and the click then needs no new page load', async ({page}) => {
      const fetched = watchRoutePayloads(page)
      await page.goto('/contact')
      await page.waitForLoadState('networkidle')
      expect(fetched).toEqual([])
      const about = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'About Us', exact: true})
      await hydrated(page, 'header nav a[href="/about"]')
      await about.hover()
      await expect.poll(() => fetched).toContain('/about')
      await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true))
      await about.click()
      await expect(page).toHaveURL(/\/about$/)
      expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true)
    })
  })

  test('focusing a link with the keyboard fetches its route', async ({page}) => {
    const fetched = watchRoutePayloads(page)
    await page.goto('/pilots')
    await page.waitForLoadState('networkidle')
    await hydrated(page, 'main a[href^="/pilot/"]')
    await page.locator('main a[href^="/pilot/"]').first().focus()
    await expect.poll(() => fetched.some((path) => path.startsWith('/pilot/'))).toBe(true)
  })
})
