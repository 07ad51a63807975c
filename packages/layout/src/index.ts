/**
 * How the site lays out a list of any length on wide screens: as few rows as fit, at most `maxPerRow`
 * each, their lengths differing by one at most. The site's sections draw their lists with it; the
 * Studio's layout-count warnings describe the page with it, so the two never disagree.
 */

/** The length of each row, shorter rows first: 13 in rows of up to 7 is [6, 7]; 14 is [7, 7]. */
export function balancedRowLengths(count: number, maxPerRow: number): number[] {
  if (count <= 0) return []
  const rows = Math.ceil(count / maxPerRow)
  const short = Math.floor(count / rows)
  const shortRows = rows - (count % rows)
  return Array.from({length: rows}, (_, row) => (row < shortRows ? short : short + 1))
}

/** The columns of a grid drawing `count` items in balanced rows: 5 figures in rows of up to 4 take 3 columns. */
export function balancedColumns(count: number, maxPerRow: number): number {
  return Math.max(1, ...balancedRowLengths(count, maxPerRow))
}

/**
 * The rows a CSS grid of balancedColumns() columns draws, in order: it fills each row before the
 * next, so a shorter row comes last (5 figures: 3 then 2).
 */
export function gridRowLengths(count: number, maxPerRow: number): number[] {
  if (count <= 0) return []
  const columns = balancedColumns(count, maxPerRow)
  const full = Math.floor(count / columns)
  const rest = count % columns
  return [...Array.from({length: full}, () => columns), ...(rest ? [rest] : [])]
}

/** Splits a list into its balanced rows, in order. */
export function balancedRows<T>(items: readonly T[], maxPerRow: number): T[][] {
  let start = 0
  return balancedRowLengths(items.length, maxPerRow).map((length) => items.slice(start, (start += length)))
}

/** Partner logos: rows of up to seven (13 logos: 6 then 7). */
export const MAX_LOGOS_PER_ROW = 7
/** Figures and value cards: up to four side by side. */
export const MAX_CARDS_PER_ROW = 4
