import {describe, expect, test} from 'vitest'
import {
  balancedColumns,
  balancedRowLengths,
  balancedRows,
  CARDS_PER_PAGE,
  gridRowLengths,
  MAX_CARDS_PER_ROW,
  MAX_LOGOS_PER_ROW,
  MAX_PARTNER_LOGOS,
  MAX_TEAM_MEMBERS,
  pageBounds,
  pageCount,
  pageNumbers,
} from '../src'

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

describe('numbered pages', () => {
  test('the launch lists (6 pilots, 6 finalists, 2 articles) fit on one page; 13 cards take two', () => {
    expect(CARDS_PER_PAGE).toBeGreaterThanOrEqual(6)
    expect(pageCount(6)).toBe(1)
    expect(pageCount(2)).toBe(1)
    expect(pageCount(0)).toBe(1)
    expect(pageCount(CARDS_PER_PAGE)).toBe(1)
    expect(pageCount(CARDS_PER_PAGE + 1)).toBe(2)
    expect(pageCount(600)).toBe(Math.ceil(600 / CARDS_PER_PAGE))
  })

  test('each page is the next slice of the list', () => {
    expect(pageBounds(1, 12)).toEqual({start: 0, end: 12})
    expect(pageBounds(2, 12)).toEqual({start: 12, end: 24})
    expect(pageBounds(3, 5)).toEqual({start: 10, end: 15})
  })

  test('a pagination shows the first, the last and two either side of the current page', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageNumbers(7, 50)).toEqual([1, null, 5, 6, 7, 8, 9, null, 50])
    expect(pageNumbers(1, 50)).toEqual([1, 2, 3, null, 50])
    expect(pageNumbers(50, 50)).toEqual([1, null, 48, 49, 50])
    // A gap of a single page shows that page instead of a marker.
    expect(pageNumbers(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  test('the logo and team caps hold the launch lists (13 logos, 21 people) and whole rows', () => {
    expect(MAX_PARTNER_LOGOS).toBeGreaterThanOrEqual(13)
    expect(MAX_PARTNER_LOGOS % MAX_LOGOS_PER_ROW).toBe(0)
    expect(MAX_TEAM_MEMBERS).toBeGreaterThanOrEqual(21)
    expect(MAX_TEAM_MEMBERS % 3).toBe(0)
  })
})
