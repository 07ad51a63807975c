import {expect, test} from 'vitest'
import {SERVER_ALLOW, methodsOf, refusal} from '@/security/methods'

test('a page and every API address but the webhook answer only reading', () => {
  for (const path of ['/about', '/pilot/givify?x=1', '/', '/api/nope', '/api/draft-mode/disable', '/api/revalidate/']) {
    expect(refusal('GET', path), path).toBeNull()
    expect(refusal('HEAD', path), path).toBeNull()
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', undefined])
      expect(refusal(method, path), `${method} ${path}`).toEqual({allow: 'GET, HEAD'})
  }
})

test('the webhook answers only POST', () => {
  expect(methodsOf('/api/revalidate')).toEqual(['POST'])
  expect(refusal('POST', '/api/revalidate?x')).toBeNull()
  for (const method of ['GET', 'HEAD', 'PUT', 'OPTIONS']) expect(refusal(method, '/api/revalidate')).toEqual({allow: 'POST'})
})

test('the server-wide Allow lists what some address answers, and never a tracing or tunnelling method', () => {
  const allowed = SERVER_ALLOW.split(', ')
  expect(allowed).toEqual(expect.arrayContaining([...methodsOf('/about'), ...methodsOf('/api/revalidate')]))
  for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'PUT']) expect(allowed).not.toContain(method)
})
