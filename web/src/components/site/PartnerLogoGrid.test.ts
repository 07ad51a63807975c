import {describe, expect, it} from 'vitest'
import {partnerRows} from './PartnerLogoGrid'

describe('partnerRows', () => {
  it('puts the smaller half first', () => {
    const list = Array.from({length: 13}, (_, i) => i)
    const [first, second] = partnerRows(list)
    expect(first).toEqual([0, 1, 2, 3, 4, 5])
    expect(second).toEqual([6, 7, 8, 9, 10, 11, 12])
  })

  it('keeps every partner, in order, for any count', () => {
    for (const n of [0, 1, 2, 7, 12]) {
      const list = Array.from({length: n}, (_, i) => i)
      expect(partnerRows(list).flat()).toEqual(list)
    }
  })
})
