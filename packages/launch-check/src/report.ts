/**
 * The checklist as people read it: items grouped by kind with a count per kind, a total, and the
 * one summary line the command and the site's build end with (`launch checklist: N open items …`).
 */
import {KIND_NOUNS, KIND_TITLES, KINDS, type LaunchKind} from './kinds.ts'
import type {Document, LaunchItem} from './check.ts'
import {describeItem, type SchemaLike} from './labels.ts'
import {pathToString} from './paths.ts'

export interface KindGroup {
  kind: LaunchKind
  title: string
  items: LaunchItem[]
}

/** Every kind in checklist order, with its items (possibly none). */
export function groupByKind(items: readonly LaunchItem[]): KindGroup[] {
  return KINDS.map((kind) => ({kind, title: KIND_TITLES[kind], items: items.filter((item) => item.kind === kind)}))
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** `launch checklist: 389 open items (213 sample names and texts, 60 placeholder links, …)`. */
export function summaryLine(items: readonly LaunchItem[]): string {
  const counts = groupByKind(items)
    .filter((group) => group.items.length > 0)
    .map((group) => `${group.items.length} ${KIND_NOUNS[group.kind]}`)
  const total = `launch checklist: ${plural(items.length, 'open item', 'open items')}`
  return counts.length ? `${total} (${counts.join(', ')})` : `${total}: ready to launch`
}

/** How many documents a repeated item names before it only counts the others. */
const NAMED_REPEATS = 3

/**
 * Items that are the same problem in the same field with the same value in documents of one type
 * (copies of a document, each still carrying a placeholder): one line for the first, one that counts
 * and names the others, so a dataset with thousands of copies still gives a list a person can read.
 */
function repeatedGroups(items: readonly LaunchItem[]): LaunchItem[][] {
  const groups = new Map<string, LaunchItem[]>()
  for (const item of items) {
    const key = JSON.stringify([item.documentType, pathToString(item.path), item.value, item.problem])
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return [...groups.values()]
}

/** The full list as text, one group per kind, one line per item (or per repeated item) with its document id and field path. */
export function formatReport(items: readonly LaunchItem[], documents: readonly Document[], schema?: SchemaLike): string {
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  const lines: string[] = []
  for (const group of groupByKind(items)) {
    if (group.items.length === 0) continue
    lines.push(`${group.title} (${group.items.length})`)
    for (const repeats of repeatedGroups(group.items)) {
      const [item, ...others] = repeats as [LaunchItem, ...LaunchItem[]]
      const value = item.value === undefined ? '' : `: “${item.value.length > 80 ? `${item.value.slice(0, 79)}…` : item.value}”`
      const where = [item.documentId, pathToString(item.path)].filter(Boolean).join(' ')
      lines.push(`  ${describeItem(item, byId, schema)}${value}  [${where}]`)
      if (others.length > 0) {
        const named = others.slice(0, NAMED_REPEATS).map((other) => other.documentId)
        const rest = others.length > NAMED_REPEATS ? `, and ${others.length - NAMED_REPEATS} more` : ''
        lines.push(`    the same in ${plural(others.length, 'other document', 'other documents')}: ${named.join(', ')}${rest}`)
      }
      if (item.kind !== 'sample' && item.kind !== 'link' && item.kind !== 'video') lines.push(`    ${item.problem}`)
    }
    lines.push('')
  }
  lines.push(summaryLine(items))
  return lines.join('\n')
}
