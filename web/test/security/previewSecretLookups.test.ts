import {afterEach, expect, test, vi} from 'vitest'
import {LIST_INTERVAL_MS, createSecretLookups} from '@/security/previewSecretLookups'

afterEach(() => {
  vi.useRealTimers()
})

test('wrong secrets get a few lookups a minute, however many arrive at once; the next minute a few more', () => {
  vi.useFakeTimers()
  const lookups = createSecretLookups({perMinute: 5, log: () => {}})
  const tickets = Array.from({length: 300}, (_, index) => lookups.reserve(`guess-${index}`))
  expect(tickets.filter(Boolean)).toHaveLength(5)
  for (const ticket of tickets) ticket?.settle(false)
  expect(lookups.reserve('another-guess')).toBeNull()
  vi.advanceTimersByTime(60_000)
  expect(lookups.reserve('a-guess-a-minute-later')).not.toBeNull()
})

test('a secret that checked out is always looked up, and does not count against the wrong ones', () => {
  vi.useFakeTimers()
  const lookups = createSecretLookups({perMinute: 2, log: () => {}})
  lookups.reserve('the-editors-secret')!.settle(true)
  lookups.reserve('guess-1')!.settle(false)
  lookups.reserve('guess-2')!.settle(false)
  expect(lookups.reserve('guess-3')).toBeNull()
  expect(lookups.reserve('the-editors-secret')).not.toBeNull()
})

test('refusals: the first logged at once, then one line a minute with the count while they keep coming', () => {
  vi.useFakeTimers()
  const lines: string[] = []
  const lookups = createSecretLookups({log: (line) => lines.push(line)})
  for (let i = 0; i < 300; i++) lookups.refused({unasked: i >= 5})
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(/refused a request/)
  vi.advanceTimersByTime(60_000)
  expect(lines).toHaveLength(2)
  expect(lines[1]).toMatch(/refused 299 requests in the last minute/)
  expect(lines[1]).toMatch(/295 without looking the secret up/)
  // A quiet minute ends the summaries; the next refusal is logged at once again.
  vi.advanceTimersByTime(120_000)
  expect(lines).toHaveLength(2)
  lookups.refused()
  expect(lines).toHaveLength(3)
})

test("one client's wrong secrets spend its own budget, not another client's", () => {
  vi.useFakeTimers()
  const lookups = createSecretLookups({perMinute: 2, log: () => {}})
  for (let i = 0; i < 10; i++) lookups.reserve(`guess-${i}`, 'attacker')?.settle(false)
  expect(lookups.reserve('guess-11', 'attacker')).toBeNull()
  expect(lookups.reserve('the-editors-new-secret', 'editor')).not.toBeNull()
})

test('all clients together are bounded too, and past the budgets a secret that exists still gets a ticket', async () => {
  vi.useFakeTimers()
  const lookups = createSecretLookups({perMinute: 2, globalPerMinute: 10, log: () => {}})
  for (let i = 0; i < 100; i++) lookups.reserve(`guess-${i}`, `client-${i}`)?.settle(false)
  expect(lookups.reserve('one-more', 'a-new-client')).toBeNull()
  let lists = 0
  const list = async () => {
    lists++
    return ['the-editors-new-secret']
  }
  const guesses = Array.from({length: 50}, (_, i) => lookups.existing(`a-guess-${i}`, list))
  await vi.advanceTimersByTimeAsync(LIST_INTERVAL_MS)
  expect(await Promise.all(guesses)).toEqual(guesses.map(() => null))
  // Any number of checks waiting at once share one read of the list.
  expect(lists).toBe(1)
  // The editor's secret was on that list: found without another read.
  const ticket = await lookups.existing('the-editors-new-secret', list)
  expect(ticket).not.toBeNull()
  ticket!.settle(true)
  expect(lists).toBe(1)
  expect(lookups.reserve('the-editors-new-secret', 'a-new-client')).not.toBeNull()
})
