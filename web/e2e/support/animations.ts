/** Waits until every running animation (the staggered fade-ins) has finished, so positions and colours are final. */
import type {Page} from '@playwright/test'

export async function animationsFinished(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
}
