/**
 * The not-found page (docs/product.md#not-found-page, #errors): any unknown path answers 404 and shows "404", "Oops! Page not
 * found" and a link to /; the path is logged to the console.
 */
import {expect, test} from '@playwright/test'

test.describe.configure({timeout: 60_000})

test('an unknown path answers HTTP 404 with the not-found page', async ({request}) => {
  for (const path of ['/this-page-does-not-exist', '/innovation-summit/unknown-part']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    const html = await response.text()
    expect(html).toContain('Oops! Page not found')
  }
})

test('shows "404", "Oops! Page not found" and a link home', async ({page}) => {
  const response = await page.goto('/this-page-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', {exact: true})).toBeVisible()
  await expect(page.getByRole('heading', {level: 1, name: 'Oops! Page not found'})).toBeVisible()
  const home = page.getByRole('main').getByRole('link', {name: 'Return to Home'})
  await expect(home).toHaveAttribute('href', '/')
})

test('logs the bad path to the console', async ({page}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/no/such/route')
  await expect
    .poll(() => errors.find((text) => text.includes('404 Error: User attempted to access non-existent route:')))
    .toContain('/no/such/route')
})
