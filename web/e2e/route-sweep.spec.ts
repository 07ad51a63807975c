/**
 * Every route of the sitemap, loaded once per viewport, with everything read from the rendered page
 * checked on that one load:
 * - on a phone (375 × 812): what it fetches first, the largest paint is never a lazy image and, if an
 *   image, is requested at high priority; images in the first viewport are eager and high priority,
 *   all others lazy; no WCAG 2.2 AA violation (axe); then, with the WCAG 1.4.12 text-spacing overrides,
 *   no text cut off and no sideways scroll;
 * - on a desktop (1280 × 900): no WCAG 2.2 AA violation; one h1 and a heading outline without skipped
 *   levels; no more landmarks than the page needs; the page heading and its block never hidden behind a
 *   fade-in (docs/product.md#motion); every tab stop's focus indicator at 3:1 against the background it
 *   is drawn on (WCAG 1.4.11, which axe does not judge); then,
 *   with the text at 200 % (WCAG 1.4.4), no text cut off, no sideways scroll, the active link's pill
 *   around its label.
 * One test per route and viewport, so the routes spread over the workers.
 */
import {expect, test} from '@playwright/test'
import {animationsFinished} from './support/page'
import {focusRingProblems} from './support/focusRings'
import {accessibilityViolations, headingAnimations, headingOutlineProblems, landmarkProblems} from './support/pageChecks'
import {builtSitemapPaths, sitemapPaths} from './support/routes'
import {activePillProblems, applyTextSpacingOverrides, enlargeTextTo200Percent, textReflowProblems} from './support/textReflow'

const ROUTES = builtSitemapPaths()
// Pages as most visitors see them, fade-ins and all (the config asks for reduced motion).
test.use({reducedMotion: 'no-preference'})

declare global {
  interface Window {
    lcpEntries: {tag: string; url: string; loading: string | null; fetchPriority: string | null; text: string}[]
  }
}

test('the sweep covers every route of the served sitemap', async ({request}) => {
  expect(ROUTES.length).toBeGreaterThan(20)
  expect(ROUTES).toEqual(await sitemapPaths(request))
})

test.describe('on a phone, 375 px', () => {
  test.use({viewport: {width: 375, height: 812}, isMobile: true, hasTouch: true})

  for (const path of ROUTES) {
    test(path, async ({page}) => {
      // Every largest-contentful-paint entry from the first paint on, with what its element is.
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
      // The priority Chromium gave each request when it was made, by URL.
      const cdp = await page.context().newCDPSession(page)
      const priorities = new Map<string, string>()
      cdp.on('Network.requestWillBeSent', ({request}) => {
        if (!priorities.has(request.url)) priorities.set(request.url, request.initialPriority)
      })
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', {cacheDisabled: true})

      await page.goto(path)
      await page.waitForLoadState('load')
      await animationsFinished(page)
      // Chromium reports a paint once its frame is presented, on a busy machine some frames after the
      // load (a cold run once read no entry at all here): wait for the first, then two frames after the
      // last fade-in, so the last entry is final.
      await page.waitForFunction(() => window.lcpEntries.length > 0)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

      const largest = (await page.evaluate(() => window.lcpEntries)).at(-1)
      expect(largest, 'a largest-contentful-paint entry').toBeTruthy()
      const paint = `the largest paint <${largest!.tag}> ${largest!.url || largest!.text}`
      expect(largest!.loading, `${paint} is lazy-loaded`).not.toBe('lazy')
      if (largest!.url) {
        expect(largest!.fetchPriority, `${paint} has fetchpriority="high"`).toBe('high')
        expect(['High', 'VeryHigh'], `${paint} was requested at high priority`).toContain(priorities.get(largest!.url))
      }

      const images = await page.locator('img').evaluateAll((nodes) =>
        nodes.map((node) => {
          const img = node as HTMLImageElement
          const box = img.getBoundingClientRect()
          const shown = box.width > 0 && box.height > 0
          return {
            src: new URL(img.currentSrc || img.src).pathname,
            loading: img.getAttribute('loading'),
            fetchPriority: img.getAttribute('fetchpriority'),
            inFirstViewport: shown && box.top + window.scrollY < window.innerHeight && box.bottom + window.scrollY > 0,
          }
        }),
      )
      const misloaded = images
        .filter(({inFirstViewport, loading, fetchPriority}) =>
          inFirstViewport ? loading === 'lazy' || fetchPriority !== 'high' : loading !== 'lazy' || fetchPriority === 'high',
        )
        .map(
          ({src, inFirstViewport, loading, fetchPriority}) =>
            `${src} (${inFirstViewport ? 'first viewport' : 'below it or hidden'}): loading=${loading} fetchpriority=${fetchPriority}`,
        )
      expect(misloaded).toEqual([])
      // The home page opens on its hero image: the first-viewport rule has something to hold.
      if (path === '/') expect(images.filter(({inFirstViewport}) => inFirstViewport).length).toBeGreaterThan(0)

      expect(await accessibilityViolations(page)).toEqual([])

      // WCAG 1.4.12: with the text-spacing overrides, nothing is cut off and nothing scrolls sideways.
      await applyTextSpacingOverrides(page)
      expect(await textReflowProblems(page, path), 'with text spacing overridden').toEqual([])
    })
  }
})

test.describe('on a desktop, 1280 px', () => {
  test.use({viewport: {width: 1280, height: 900}})

  for (const path of ROUTES) {
    test(path, async ({page}) => {
      await page.goto(path)

      expect(await headingOutlineProblems(page), 'one h1 and no skipped level').toEqual([])
      expect.soft(await landmarkProblems(page), 'landmarks').toEqual([])
      // The page heading and its block are never hidden behind a fade-in.
      expect(await headingAnimations(page)).toEqual([])

      expect(await accessibilityViolations(page)).toEqual([])
      expect(await focusRingProblems(page, path), 'focus indicators at 3:1').toEqual([])

      // WCAG 1.4.4: text at 200 % is neither cut off nor scrolls sideways, and the active link's pill holds its label.
      await enlargeTextTo200Percent(page)
      expect(await textReflowProblems(page, path), 'with text at 200 %').toEqual([])
      expect(await activePillProblems(page, path)).toEqual([])
    })
  }
})
