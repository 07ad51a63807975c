/**
 * Counts that only shape a layout (thirteen partner logos, four figures, five profiles…). They are
 * warnings, never errors: an editor may publish another count, and the message says how the page
 * will then look, from the same layout rule the site draws with (@site/layout). A list the site shows
 * up to a cap (@site/layout's MAX_…) warns past it, naming how many are not shown.
 */
import {balancedRowLengths, gridRowLengths, MAX_CARDS_PER_ROW, MAX_LOGOS_PER_ROW} from '@site/layout'

/** The rows the site draws for figures and value cards: a grid of up to four side by side. */
export const cardRows = (count: number) => gridRowLengths(count, MAX_CARDS_PER_ROW)
/** The rows the site draws for partner logos: balanced rows of up to seven, the shorter first. */
export const logoRows = (count: number) => balancedRowLengths(count, MAX_LOGOS_PER_ROW)

/** Rows in words, in the order drawn: "one row of 3", "2 rows of 7", "rows of 3 and 2", "rows of 6, 7 and 7". */
export function describeRows(lengths: number[]): string {
  if (lengths.length <= 1) return `one row of ${lengths[0] ?? 0}`
  if (lengths.every((length) => length === lengths[0])) return `${lengths.length} rows of ${lengths[0]}`
  return `rows of ${lengths.slice(0, -1).join(', ')} and ${lengths.at(-1)}`
}

export interface LayoutCount {
  /** The count the page is designed for. */
  designed: number
  /** What is counted, plural: "figures". */
  items: string
  /** Where they are shown: "The row of figures under the Home page's hero". */
  where: string
  /** How the page shows another count, in words. */
  looks?: (count: number) => string
  /** Or: the rows wide screens draw for a count (from @site/layout), described in words. */
  rows?: (count: number) => number[]
  /** The most the site shows (@site/layout): later ones are not shown. */
  max?: number
}

/** A list the site shows up to a cap: what is counted, where, the cap, and optionally its rows. */
export type ShownAtMost = Pick<LayoutCount, 'items' | 'where' | 'rows'> & {max: number}

/** The warning for a list longer than the site shows, or true when all of it is shown. */
export function atMostNotice(count: number, {max, items, where, rows}: ShownAtMost): true | string {
  if (count <= max) return true
  const shown = rows ? `wide screens show the first ${max} in ${describeRows(rows(max))}` : `the page shows the first ${max}`
  const hidden = count - max === 1 ? 'the last one is not shown' : `the last ${count - max} are not shown`
  return `${where} shows at most ${max} ${items}. With ${count}, ${shown}; ${hidden}.`
}

/** A custom-rule validator for an array field the site shows up to a cap, for `rule.custom(atMost({...})).warning()`. */
export function atMost(limit: ShownAtMost) {
  return (value: unknown[] | undefined) => atMostNotice(value?.length ?? 0, limit)
}

/**
 * The warning for a layout count, or true when the count is the designed one. No items at all hides
 * the section, and the message says so.
 */
export function layoutCountNotice(count: number, {designed, items, where, looks, rows = (n) => [n], max}: LayoutCount): true | string {
  if (count === designed) return true
  if (max !== undefined && count > max) return atMostNotice(count, {max, items, where, rows})
  if (count === 0) return `${where} is designed for ${designed} ${items}. With none, it is hidden.`
  const shown = looks ? looks(count) : `wide screens show them in ${describeRows(rows(count))}`
  return `${where} is designed for ${designed} ${items}. With ${count}, ${shown}.`
}

/** A custom-rule validator for an array field, for `rule.custom(layoutCount({...})).warning()`. */
export function layoutCount(layout: LayoutCount) {
  return (value: unknown[] | undefined) => layoutCountNotice(value?.length ?? 0, layout)
}
