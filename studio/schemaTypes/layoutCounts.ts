/**
 * Counts that only shape a layout (thirteen partner logos, four figures, five profiles…). They are
 * warnings, never errors: an editor may publish another count, and the message says how the page
 * will then look, so the choice is an informed one.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** How `count` items fall into rows of at most `perRow`, in words: "one row of 3", "2 rows of 4 and a last row of 1". */
export function describeRows(count: number, perRow: number): string {
  if (count <= perRow) return `one row of ${count}`
  const full = Math.floor(count / perRow)
  const rest = count % perRow
  const fullRows = `${plural(full, 'row', 'rows')} of ${perRow}`
  return rest ? `${fullRows} and a last row of ${rest}` : fullRows
}

export interface LayoutCount {
  /** The count the page is designed for. */
  designed: number
  /** What is counted, plural: "figures". */
  items: string
  /** Where they are shown: "The row of figures under the Home page's hero". */
  where: string
  /** How the page shows another count, given that count (the default describes a grid of `perRow`). */
  looks?: (count: number) => string
  /** Items per row on wide screens, for the default description. */
  perRow?: number
}

/**
 * The warning for a layout count, or true when the count is the designed one. No items at all hides
 * the section, and the message says so.
 */
export function layoutCountNotice(count: number, {designed, items, where, looks, perRow = designed}: LayoutCount): true | string {
  if (count === designed) return true
  if (count === 0) return `${where} is designed for ${designed} ${items}. With none, it is hidden.`
  const shown = looks ? looks(count) : `wide screens show ${describeRows(count, perRow)}`
  return `${where} is designed for ${designed} ${items}. With ${count}, ${shown}.`
}

/** A custom-rule validator for an array field, for `rule.custom(layoutCount({...})).warning()`. */
export function layoutCount(layout: LayoutCount) {
  return (value: unknown[] | undefined) => layoutCountNotice(value?.length ?? 0, layout)
}
