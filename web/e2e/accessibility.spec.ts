import AxeBuilder from '@axe-core/playwright'
import {expect, test} from '@playwright/test'
import {animationsFinished} from './support/animations'
import {sitemapPaths} from './support/routes'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

for (const width of [375, 1280]) {
  test(`every route has no WCAG 2.2 AA violation at ${width} px`, async ({page, request}) => {
    test.setTimeout(240_000)
    await page.setViewportSize({width, height: 900})
    const failures: string[] = []
    for (const path of await sitemapPaths(request)) {
      await page.goto(path)
      // Contrast is judged on the settled page, not halfway through a fade-in.
      await animationsFinished(page)
      const {violations} = await new AxeBuilder({page}).withTags(WCAG_22_AA).analyze()
      for (const violation of violations)
        failures.push(`${path}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`)
    }
    expect(failures).toEqual([])
  })
}

test('a skip link leads keyboard users to the main content', async ({page}) => {
  await page.goto('/about')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', {name: 'Skip to main content'})
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()
})

test('every page has one h1 and a heading outline without skipped levels', async ({page, request}) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  for (const path of await sitemapPaths(request)) {
    await page.goto(path)
    const levels = await page
      .locator('main h1, main h2, main h3, main h4, main h5, main h6')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))))
    if (levels.filter((level) => level === 1).length !== 1) problems.push(`${path}: ${levels.filter((l) => l === 1).length} h1`)
    levels.forEach((level, i) => {
      if (i > 0 && level > levels[i - 1]! + 1) problems.push(`${path}: h${levels[i - 1]} followed by h${level}`)
    })
  }
  expect(problems).toEqual([])
})
