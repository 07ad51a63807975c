import {expect, test} from 'vitest'
import {KNOWN_ALLOW, PAGE_ALLOW, writesToPage} from '@/security/methods'

test('a page answers only reading; the API routes take the other methods', () => {
  expect(writesToPage('GET', '/about')).toBe(false)
  expect(writesToPage('HEAD', '/pilot/givify')).toBe(false)
  expect(writesToPage('POST', '/about')).toBe(true)
  expect(writesToPage('PUT', '/')).toBe(true)
  expect(writesToPage('POST', '/api/revalidate')).toBe(false)
  expect(writesToPage(undefined, '/about')).toBe(true)
})

/** Methods a client may send, known to the site or not. */
const SENT = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND']

test("a page's 405 allows exactly the methods a page answers", () => {
  expect(PAGE_ALLOW.split(', ')).toEqual(SENT.filter((method) => !writesToPage(method, '/about')))
})

test('the 405 to an unknown method allows what the webhook needs and never a tracing or tunnelling method', () => {
  const allowed = KNOWN_ALLOW.split(', ')
  expect(allowed).toContain('POST')
  expect(allowed).toEqual(expect.arrayContaining(PAGE_ALLOW.split(', ')))
  for (const method of ['TRACE', 'CONNECT', 'PROPFIND']) expect(allowed).not.toContain(method)
})
