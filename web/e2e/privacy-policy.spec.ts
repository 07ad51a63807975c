/**
 * /privacy-policy (docs/product.md#privacy-policy): 14 numbered sections in order, the date it was last
 * updated (the document's date), and a link to /.
 */
import {readFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {expect, test} from '@playwright/test'
import {testsReadingOneLoad} from './support/oneLoad'
import {PRIVACY_SECTIONS as SECTIONS} from '../test/productFigures'

test.describe.configure({timeout: 60_000})

/** The policy document as the dataset holds it. */
function policyDocument(): {lastUpdated: string} {
  const file = fileURLToPath(new URL('../../packages/content/data.ndjson', import.meta.url))
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((row) => row.includes('"_id":"privacyPolicyPage"'))
  if (!line) throw new Error('no privacyPolicyPage document in the dataset')
  return JSON.parse(line)
}

test.describe('what one load of /privacy-policy shows', () => {
  const test = testsReadingOneLoad('/privacy-policy')

  test('has one main heading and 14 numbered sections in the order of the spec', async ({page}) => {
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1)
    const headings = page.getByRole('main').getByRole('heading', {level: 2})
    await expect(headings).toHaveCount(SECTIONS.length)
    for (const [index, topic] of SECTIONS.entries()) {
      const text = (await headings.nth(index).textContent())!.trim()
      expect(text.startsWith(`${index + 1}. `), text).toBe(true)
      expect(text).toMatch(topic)
    }
  })

  test('the children’s section sets the threshold at under 16', async ({page}) => {
    const section = page.getByRole('heading', {name: /^11\. /}).locator('xpath=ancestor::section[1]')
    await expect(section).toContainText('under 16')
  })

  test('"Last updated" shows the date set on the document', async ({page}) => {
    const {lastUpdated} = policyDocument()
    const written = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(
      new Date(`${lastUpdated}T00:00:00Z`),
    )
    await expect(page.getByText(`Last updated: ${written}`, {exact: true})).toBeVisible()
    await expect(page.locator(`time[datetime="${lastUpdated}"]`)).toHaveText(written)
  })
})

test('links back to the Home page', async ({page}) => {
  await page.goto('/privacy-policy')
  const home = page.getByRole('main').getByRole('link', {name: 'Back to Home'})
  await expect(home).toHaveAttribute('href', '/')
  await home.click()
  await expect(page).toHaveURL(/\/$/, {timeout: 30_000})
})
