/**
 * Whether the Content Lake answers, as this process's reads find it: losing it and getting it back are
 * each logged once; while it is lost, reads ask it again at most every RETRY_MS and answer from the
 * last good answers in between.
 */
import {beforeEach, expect, test, vi} from 'vitest'
import {lakeAnswered, lakeFailed, lakeUnreachableSince, RETRY_MS, shouldAskLake} from '@/sanity/lakeHealth'

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

test('while it answers every read asks it; once it fails, one read per RETRY_MS does', () => {
  expect(shouldAskLake(0)).toBe(true)
  expect(shouldAskLake(1)).toBe(true)
  lakeFailed('refused', 10_000)
  expect(shouldAskLake(10_000 + RETRY_MS - 1)).toBe(false)
  expect(shouldAskLake(10_000 + RETRY_MS)).toBe(true)
  expect(shouldAskLake(10_000 + RETRY_MS + 1)).toBe(false)
})
