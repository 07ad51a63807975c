import {expect, test} from 'vitest'
import {KNOWN_ALLOW, PAGE_ALLOW, writesToPage} from './methods'

test('a page answers only reading; the API routes take the other methods', () => {
  expect(writesToPage('GET', '/about')).toBe(false)
  expect(writesToPage('HEAD', '/pilot/givify')).toBe(false)
  expect(writesToPage('POST', '/about')).toBe(true)
  expect(writesToPage('PUT', '/')).toBe(true)
  expect(writesToPage('POST', '/api/revalidate')).toBe(false)
  expect(writesToPage(undefined, '/about')).toBe(true)
})

test('the Allow headers name what each refusal allows', () => {
  expect(PAGE_ALLOW).toBe('GET, HEAD')
  expect(KNOWN_ALLOW).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
})
