/**
 * Whether the Content Lake answers, as this process's reads find it: losing it and getting it back are
 * each logged once, the first with the reason, the second with how long it lasted.
 */
import {beforeEach, expect, test, vi} from 'vitest'
import {failureMayBeTheLakes, lakeAnswered, lakeFailed, lakeUnreachableSince, nothingToRead} from '@/sanity/lakeHealth'

beforeEach(() => {
  lakeAnswered()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

test('failing and answering again are each logged once, with how long it lasted', () => {
  lakeFailed('503 Service Unavailable', 1_000)
  lakeFailed('timed out', 2_000)
  expect(lakeUnreachableSince()).toBe(1_000)
  lakeAnswered(9_000)
  lakeAnswered(10_000)
  expect(lakeUnreachableSince()).toBeNull()
  expect(vi.mocked(console.error).mock.calls).toHaveLength(1)
  expect(String(vi.mocked(console.error).mock.calls[0]![0])).toMatch(/cannot be read \(503 Service Unavailable\)/)
  expect(vi.mocked(console.info).mock.calls).toHaveLength(1)
  expect(String(vi.mocked(console.info).mock.calls[0]![0])).toMatch(/answers again after 8 s/)
})

test('a render may fail for the Lake while it is down, and for a while after a read found nothing to read', () => {
  // Far from any read another test made in this process.
  const at = Date.now() + 3_600_000
  expect(failureMayBeTheLakes(at)).toBe(false)
  lakeFailed('refused', at)
  expect(failureMayBeTheLakes(at + 1_000)).toBe(true)
  nothingToRead(at + 1_000)
  lakeAnswered(at + 2_000)
  // The Lake answered the catch-up while a render that found nothing was still failing.
  expect(failureMayBeTheLakes(at + 3_000)).toBe(true)
  expect(failureMayBeTheLakes(at + 60_000)).toBe(false)
})
