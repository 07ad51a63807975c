/** Waits on a loaded page, written once for every spec. */
import type {Page} from '@playwright/test'

/** Until every running animation (the staggered fade-ins) has finished, so positions and colours are final. */
export async function animationsFinished(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
}

/** Until React has hydrated the element `selector` names, so a click reaches its handler. */
export async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css)
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'))
  }, selector)
}
