/**
 * The legacy summit address, a redirect in the launch content (docs/product.md#routes): /index.php/innovation-in-fundraising-summit/ redirects,
 * replacing the history entry, to /nominate-beacon, in one permanent hop.
 */
import {expect, test} from '@playwright/test'

test.describe.configure({timeout: 60_000})

const LEGACY = '/index.php/innovation-in-fundraising-summit/'

for (const path of [LEGACY, LEGACY.slice(0, -1)]) {
  test(`${path} answers 308 with Location /nominate-beacon`, async ({request}) => {
    const response = await request.get(path, {maxRedirects: 0})
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toBe('/nominate-beacon')
  })
}

test('a visitor opening the legacy address lands on the call for nominations', async ({page}) => {
  await page.goto(LEGACY)
  await expect(page).toHaveURL(/\/nominate-beacon$/)
  await expect(page.getByRole('heading', {level: 1})).toBeVisible()
})

test('the redirect replaces the history entry: Back skips the legacy address', async ({page}) => {
  await page.goto('/innovation-summit')
  await page.goto(LEGACY)
  await expect(page).toHaveURL(/\/nominate-beacon$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/innovation-summit$/)
})
