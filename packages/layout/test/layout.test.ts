import {describe, expect, test} from 'vitest'
import {balancedColumns, balancedRowLengths, balancedRows, gridRowLengths, MAX_CARDS_PER_ROW, MAX_LOGOS_PER_ROW} from '../src'

describe('balanced rows', () => {
  test('13 partner logos are a row of 6, then 7; 14 are two rows of 7', () => {
    expect(balancedRowLengths(13, MAX_LOGOS_PER_ROW)).toEqual([6, 7])
    expect(balancedRowLengths(14, MAX_LOGOS_PER_ROW)).toEqual([7, 7])
    expect(balancedRowLengths(20, MAX_LOGOS_PER_ROW)).toEqual([6, 7, 7])
  })

  test('four figures fill one row; three, five or six are spread evenly', () => {
    expect(balancedColumns(4, MAX_CARDS_PER_ROW)).toBe(4)
    expect(balancedColumns(3, MAX_CARDS_PER_ROW)).toBe(3)
    expect(balancedColumns(5, MAX_CARDS_PER_ROW)).toBe(3)
    expect(balancedColumns(6, MAX_CARDS_PER_ROW)).toBe(3)
    expect(balancedColumns(7, MAX_CARDS_PER_ROW)).toBe(4)
    expect(balancedColumns(0, MAX_CARDS_PER_ROW)).toBe(1)
  })

  test('a grid of those columns fills each row before the next', () => {
    expect(gridRowLengths(4, MAX_CARDS_PER_ROW)).toEqual([4])
    expect(gridRowLengths(5, MAX_CARDS_PER_ROW)).toEqual([3, 2])
    expect(gridRowLengths(7, MAX_CARDS_PER_ROW)).toEqual([4, 3])
    expect(gridRowLengths(9, MAX_CARDS_PER_ROW)).toEqual([3, 3, 3])
    expect(gridRowLengths(0, MAX_CARDS_PER_ROW)).toEqual([])
  })

  test('every count gives rows at most the maximum, differing by one at most, shorter first', () => {
    for (let count = 1; count <= 60; count++) {
      const lengths = balancedRowLengths(count, MAX_LOGOS_PER_ROW)
      expect(lengths.reduce((a, b) => a + b, 0)).toBe(count)
      expect(Math.max(...lengths)).toBeLessThanOrEqual(MAX_LOGOS_PER_ROW)
      expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1)
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b))
      expect(lengths.length).toBe(Math.ceil(count / MAX_LOGOS_PER_ROW))
    }
  })

  test('splitting keeps every item, in order', () => {
    const items = Array.from({length: 15}, (_, i) => i)
    expect(balancedRows(items, MAX_LOGOS_PER_ROW)).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
      [10, 11, 12, 13, 14],
    ])
    expect(balancedRows([], MAX_LOGOS_PER_ROW)).toEqual([])
  })
})
