import {expect, test} from 'vitest'
import {isPlaceholderUrl} from '../schemaTypes/validation'

test('example.org links and addresses are recognised as placeholders', () => {
  expect(isPlaceholderUrl('https://example.org/report.pdf')).toBe(true)
  expect(isPlaceholderUrl('https://www.example.org/')).toBe(true)
  expect(isPlaceholderUrl('mailto:hello@example.org')).toBe(true)
})

test('real addresses are not placeholders', () => {
  expect(isPlaceholderUrl('https://www.linkedin.com/company/x')).toBe(false)
  expect(isPlaceholderUrl('https://example.organisation.net/')).toBe(false)
  expect(isPlaceholderUrl(undefined)).toBe(false)
  expect(isPlaceholderUrl('not a url')).toBe(false)
})
