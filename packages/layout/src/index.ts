/**
 * How the site lays out a list of any length on wide screens: as few rows as fit, at most `maxPerRow`
 * each, their lengths differing by one at most. The site's sections draw their lists with it; the
 * Studio's layout-count warnings describe the page with it, so the two never disagree.
 */

export {CONTENT_LIMITS, limitProblems, withinLimits, type LimitProblem} from './limits.ts'

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

// ---- Lists that grow with content ----

/** Pilots, Beacon finalists and articles: cards per numbered page (four rows of three on wide screens). */
export const CARDS_PER_PAGE = 12
/** Partner logos a logo section shows at most: four rows of seven. Later ones are not shown. */
export const MAX_PARTNER_LOGOS = 28
/** Team members a team grid shows at most: ten rows of three. Later ones are not shown. */
export const MAX_TEAM_MEMBERS = 30

/** How many numbered pages `count` items take at `perPage` a page: never fewer than one (an empty list is page 1). */
export function pageCount(count: number, perPage: number = CARDS_PER_PAGE): number {
  return Math.max(1, Math.ceil(count / perPage))
}

/** The items of numbered page `page` (from 1) as a GROQ slice's bounds: start included, end excluded. */
export function pageBounds(page: number, perPage: number = CARDS_PER_PAGE): {start: number; end: number} {
  const start = (page - 1) * perPage
  return {start, end: start + perPage}
}

/**
 * The page numbers a pagination shows, null for a gap: the first, the last, and the current one with
 * two either side, so the links stay few however many pages there are (7 of 50: 1 … 5 6 7 8 9 … 50).
 */
export function pageNumbers(current: number, total: number): (number | null)[] {
  const shown = [...new Set([1, total, ...[-2, -1, 0, 1, 2].map((offset) => current + offset)])]
    .filter((page) => page >= 1 && page <= total)
    .sort((a, b) => a - b)
  // A gap of one page is shown as that page: a gap marker would take its place anyway.
  return shown.flatMap((page, index) => {
    const previous = shown[index - 1]
    if (previous === undefined || page - previous === 1) return [page]
    return page - previous === 2 ? [previous + 1, page] : [null, page]
  })
}
