/**
 * The webhook waits for the Lake to serve the published revision, no longer, and gives up at its
 * limit: a Lake that catches up after three reads is waited for three reads; one that never does
 * (or fails) ends the wait at the limit, so the publish still revalidates.
 */
import {expect, test} from 'vitest'
import {awaitRevision} from '@/publish/awaitRevision'

test('returns as soon as the Lake answers the published revision', async () => {
  const answers = ['r1', 'r1', 'r2', 'r3']
  let reads = 0
  const read = async () => answers[reads++] ?? null
  expect(await awaitRevision(read, 'pilot-givify', 'r2', {pollMs: 1})).toBe('seen')
  expect(reads).toBe(3)
})

test('a delete is seen when the document is gone', async () => {
  let reads = 0
  const read = async () => (++reads < 2 ? 'r1' : null)
  expect(await awaitRevision(read, 'pilot-givify', null, {pollMs: 1})).toBe('seen')
})

test('gives up at the limit when the Lake never catches up or fails', async () => {
  let reads = 0
  const never = async () => {
    reads++
    return 'r1'
  }
  expect(await awaitRevision(never, 'pilot-givify', 'r2', {limitMs: 30, pollMs: 5})).toBe('gave-up')
  expect(reads).toBeGreaterThan(1)
  const failing = async (): Promise<string> => {
    throw new Error('503')
  }
  expect(await awaitRevision(failing, 'pilot-givify', 'r2', {limitMs: 20, pollMs: 5})).toBe('gave-up')
})
