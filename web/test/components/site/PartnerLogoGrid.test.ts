import {describe, expect, it} from 'vitest'
import {MAX_LOGOS_PER_ROW} from '@site/layout'
import {partnerRows} from '@/components/site/PartnerLogoGrid'

const rowLengths = (n: number) => partnerRows(Array.from({length: n}, (_, i) => i)).map((row) => row.length)

describe('partnerRows', () => {
  it('puts the smaller half first', () => {
    const list = Array.from({length: 13}, (_, i) => i)
    const [first, second] = partnerRows(list)
    expect(first).toEqual([0, 1, 2, 3, 4, 5])
    expect(second).toEqual([6, 7, 8, 9, 10, 11, 12])
  })

  it('lays out 14 logos in two balanced rows of seven', () => {
    expect(rowLengths(14)).toEqual([7, 7])
  })

  it('keeps every row balanced and at most seven wide for any reasonable count', () => {
    expect(rowLengths(5)).toEqual([5])
    expect(rowLengths(8)).toEqual([4, 4])
    expect(rowLengths(15)).toEqual([5, 5, 5])
    expect(rowLengths(20)).toEqual([6, 7, 7])
    for (let n = 1; n <= 40; n++) {
      const lengths = rowLengths(n)
      expect(Math.max(...lengths)).toBeLessThanOrEqual(MAX_LOGOS_PER_ROW)
      expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1)
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b))
    }
  })

  it('keeps every partner, in order, for any count', () => {
    for (const n of [0, 1, 2, 7, 12, 14, 21]) {
      const list = Array.from({length: n}, (_, i) => i)
      expect(partnerRows(list).flat()).toEqual(list)
    }
  })
})
