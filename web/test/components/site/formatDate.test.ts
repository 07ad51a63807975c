import {describe, expect, it} from 'vitest'
import {formatLongDate} from '@/components/site/formatDate'

describe('formatLongDate', () => {
  it('writes a date field out in words, day first', () => {
    expect(formatLongDate('2025-09-01')).toBe('1 September 2025')
    expect(formatLongDate('2024-12-31')).toBe('31 December 2024')
  })

  it('returns null for a missing or malformed date', () => {
    expect(formatLongDate(null)).toBeNull()
    expect(formatLongDate('')).toBeNull()
    expect(formatLongDate('September 2025')).toBeNull()
    expect(formatLongDate('2025-13-45')).toBeNull()
  })
})
