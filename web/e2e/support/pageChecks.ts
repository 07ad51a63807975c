/**
 * Checks read from one rendered page, shared by the route sweep and the specs that sweep a page the
 * sitemap did not have at build time (a page made in the Studio): axe's WCAG 2.2 AA violations, the
 * heading outline, the landmarks, and the animations on the page heading's block.
 */
import AxeBuilder from '@axe-core/playwright'
import type {Page} from '@playwright/test'
import {animationsFinished} from './page'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** Axe's WCAG 2.2 AA violations on the settled page (contrast is judged after the fade-ins), one line each. */
export async function accessibilityViolations(page: Page) {
  await animationsFinished(page)
  // Only violations are read: axe then skips the selectors and details of every passing node.
  const axe = new AxeBuilder({page}).withTags(WCAG_22_AA).options({resultTypes: ['violations']})
  // A page without frames (every page until a visitor plays a video) is checked by axe.run in the page
  // itself, the builder's legacy mode, which judges the same DOM. Its default runs axe per frame and then
  // once more in a new blank page to merge the frames' results: twice the time (1.3 s a page against 0.7
  // at 1280 px; the route sweep alone on two cores, 153 → 113 CPU-seconds). Any frame, and the default
  // is used (both report a faint paragraph and an image without alt, in a frame or not).
  if (page.frames().length === 1) axe.setLegacyMode()
  const {violations} = await axe.analyze()
  return violations.map((violation) => `${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`)
}

/** The outline's problems: not exactly one h1, or a level skipped ("h2 followed by h4"). */
export async function headingOutlineProblems(page: Page): Promise<string[]> {
  const levels = await page
    .locator('main h1, main h2, main h3, main h4, main h5, main h6')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))))
  const ones = levels.filter((level) => level === 1).length
  const skipped = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} followed by h${level}`] : []))
  return [...(ones === 1 ? [] : [`${ones} h1 elements`]), ...skipped]
}

/** The animations running on the h1 or any of its ancestors: the first screen must not wait for one. */
export function headingAnimations(page: Page): Promise<string[]> {
  return page.locator('main h1').evaluate((h1) => {
    const names: string[] = []
    for (let node: Element | null = h1; node; node = node.parentElement) {
      const name = getComputedStyle(node).animationName
      if (name && name !== 'none') names.push(`${node.tagName.toLowerCase()}: ${name}`)
    }
    return names
  })
}

/**
 * The landmarks a page needs, and no more: the header, the main content, the footer, the navigation
 * menus and (on a Beacon) the share box. Sections are found by their headings; naming each one a region
 * made the landmark list a second table of contents (14 regions on /privacy-policy).
 */
const LANDMARKS_NEEDED = {banner: 1, main: 1, contentinfo: 1, navigation: 3, complementary: 1, region: 0, form: 0, search: 0} as const

/** Landmark roles found more often than the page needs, one line each ("11 region landmarks, at most 0"). */
export async function landmarkProblems(page: Page): Promise<string[]> {
  const counts = await Promise.all(
    Object.entries(LANDMARKS_NEEDED).map(async ([role, most]) => {
      const count = await page.getByRole(role as keyof typeof LANDMARKS_NEEDED).count()
      return count > most ? [`${count} ${role} landmarks, at most ${most}`] : []
    }),
  )
  return counts.flat()
}
