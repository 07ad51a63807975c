import {expect, test} from 'vitest'
import {PREVIEW_PASS_LIFETIME_S, isValidPreviewPass, issuePreviewPass, withoutCookie} from '@/security/previewPass'

const secret = 'a-preview-cookie-secret'
const now = Date.UTC(2026, 0, 1, 9)
const HOUR = 3600_000

test('a pass is valid for hours, then expires', async () => {
  const pass = await issuePreviewPass({now, secret})
  expect(PREVIEW_PASS_LIFETIME_S).toBeGreaterThanOrEqual(3600)
  expect(PREVIEW_PASS_LIFETIME_S).toBeLessThanOrEqual(24 * 3600)
  expect(await isValidPreviewPass(pass, {now, secret})).toBe(true)
  expect(await isValidPreviewPass(pass, {now: now + PREVIEW_PASS_LIFETIME_S * 1000 - 1000, secret})).toBe(true)
  expect(await isValidPreviewPass(pass, {now: now + PREVIEW_PASS_LIFETIME_S * 1000, secret})).toBe(false)
})

test('two passes issued in the same second are two passes', async () => {
  const [one, other] = await Promise.all([issuePreviewPass({now, secret}), issuePreviewPass({now, secret})])
  expect(one).not.toBe(other)
  expect(await isValidPreviewPass(one, {now, secret})).toBe(true)
  expect(await isValidPreviewPass(other, {now, secret})).toBe(true)
})

test('another key (PREVIEW_COOKIE_SECRET changed) refuses every pass the old one signed', async () => {
  const pass = await issuePreviewPass({now, secret})
  expect(await isValidPreviewPass(pass, {now, secret: 'the-rotated-secret'})).toBe(false)
})

test('a pass cannot be stretched, forged or replaced by something else', async () => {
  const pass = await issuePreviewPass({now, secret})
  const [expiry, id, signature] = pass.split('.') as [string, string, string]
  expect(await isValidPreviewPass(`${Number(expiry) + 3600}.${id}.${signature}`, {now, secret})).toBe(false)
  expect(await isValidPreviewPass(`${expiry}.${'A'.repeat(22)}.${signature}`, {now, secret})).toBe(false)
  expect(await isValidPreviewPass(`${expiry}.${id}.${'A'.repeat(43)}`, {now, secret})).toBe(false)
  // Signed far ahead of its lifetime (a leaked key is the only way): still refused.
  const farAhead = await issuePreviewPass({now: now + 1000 * HOUR, secret})
  expect(await isValidPreviewPass(farAhead, {now, secret})).toBe(false)
  for (const value of [undefined, '', 'x', `${expiry}.`, 'c8e73596ff7cf277a0a10d1c1713a8e6']) {
    expect(await isValidPreviewPass(value, {now, secret}), String(value)).toBe(false)
  }
})

test('a Cookie header loses one cookie and keeps the others', () => {
  expect(withoutCookie('a=1; __prerender_bypass=x; b=2', '__prerender_bypass')).toBe('a=1; b=2')
  expect(withoutCookie('__prerender_bypass=x', '__prerender_bypass')).toBe('')
  expect(withoutCookie('a=1; __prerender_bypass_not=x', '__prerender_bypass')).toBeNull()
  expect(withoutCookie('', '__prerender_bypass')).toBeNull()
})

test('a pass is one spelling: the unused bits of its last characters cannot make another that verifies', async () => {
  const pass = await issuePreviewPass({now, secret})
  const [expiry, id, signature] = pass.split('.') as [string, string, string]
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
  /** Every other last character that decodes to the same bytes. */
  const respellings = (text: string) =>
    [...alphabet]
      .map((char) => text.slice(0, -1) + char)
      .filter((other) => other !== text && Buffer.from(other, 'base64url').equals(Buffer.from(text, 'base64url')))
  expect(respellings(signature)).toHaveLength(3)
  expect(respellings(id)).toHaveLength(15)
  for (const other of respellings(signature)) expect(await isValidPreviewPass(`${expiry}.${id}.${other}`, {now, secret})).toBe(false)
  for (const other of respellings(id)) expect(await isValidPreviewPass(`${expiry}.${other}.${signature}`, {now, secret})).toBe(false)
  expect(await isValidPreviewPass(pass, {now, secret})).toBe(true)
})
