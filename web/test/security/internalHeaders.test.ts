import {expect, test} from 'vitest'
import {isInternalHeader, stripInternalHeaders} from '@/security/internalHeaders'

test("Next's internal revalidation headers are removed from a visitor's request, and nothing else", () => {
  const request = {
    headers: {
      host: 'x',
      'x-prerender-revalidate': 'id',
      'x-prerender-revalidate-if-generated': '1',
      'x-next-revalidated-tags': '_N_T_/about',
      'x-next-revalidate-tag-token': 'id',
      'x-middleware-subrequest': 'proxy',
      rsc: '1',
      'x-nextjs-request-id': 'abc',
    } as Record<string, string>,
    rawHeaders: [
      'Host',
      'x',
      'X-Prerender-Revalidate',
      'id',
      'x-prerender-revalidate-if-generated',
      '1',
      'x-next-revalidated-tags',
      '_N_T_/about',
      'x-next-revalidate-tag-token',
      'id',
      'x-middleware-subrequest',
      'proxy',
      'RSC',
      '1',
      'x-nextjs-request-id',
      'abc',
    ],
  }
  expect(stripInternalHeaders(request).sort()).toEqual(
    [
      'x-middleware-subrequest',
      'x-next-revalidate-tag-token',
      'x-next-revalidated-tags',
      'x-prerender-revalidate',
      'x-prerender-revalidate-if-generated',
    ].sort(),
  )
  expect(request.headers).toEqual({host: 'x', rsc: '1', 'x-nextjs-request-id': 'abc'})
  expect(request.rawHeaders).toEqual(['Host', 'x', 'RSC', '1', 'x-nextjs-request-id', 'abc'])
})

test("the router's own request headers are a visitor's to send", () => {
  for (const name of [
    'rsc',
    'next-router-state-tree',
    'next-router-prefetch',
    'next-router-segment-prefetch',
    'next-url',
    'x-nextjs-request-id',
  ])
    expect(isInternalHeader(name), name).toBe(false)
})
