import {expect, test} from 'vitest'
import {logSafe} from '@/security/logSafe'

test('a newline or another control character cannot start a line of its own', () => {
  const forged = 'pilot-1\n[revalidate] siteSettings x: site\r\u2028\u0007'
  const line = logSafe(forged)
  expect(line.split(/[\n\r\u2028]/)).toHaveLength(1)
  expect(line).toBe('pilot-1\\u000a[revalidate] siteSettings x: site\\u000d\\u2028\\u0007')
})

test('a long value is cut and says how long it was', () => {
  const line = logSafe('a'.repeat(60_000))
  expect(line.length).toBeLessThan(300)
  expect(line).toContain('(60000 chars)')
  expect(logSafe('givify')).toBe('givify')
})
