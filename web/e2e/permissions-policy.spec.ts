/** Chromium reads the Permissions-Policy header: it must name only features it knows (no console warning). */
import {expect, test} from '@playwright/test'

test('the Permissions-Policy header raises no warning in the browser console', async ({page}) => {
  const messages: string[] = []
  page.on('console', (message) => messages.push(message.text()))
  const response = await page.goto('/')
  expect(response?.headers()['permissions-policy']).toContain('camera=()')
  await page.goto('/pilots')
  await page.waitForLoadState('load')
  expect(messages.filter((text) => /permissions.policy/i.test(text))).toEqual([])
})
