/**
 * The launch checklist's placeholder rules as field warnings: one rule on every document marks each
 * field that still holds a sample name or text, a placeholder link or a made-up video address
 * ("Sample content: replace before launch (…)"), wherever the field sits (a list item, a paragraph
 * of rich text). Warnings, never errors: the launch content must still publish.
 */
import type {DocumentRule, Path} from 'sanity'
import {placeholderItems, type Document} from '@site/launch-check'

/** The rule: one warning per field holding a placeholder, at that field. */
export function launchWarnings(rule: DocumentRule) {
  return rule
    .custom((document: Document | undefined) => {
      const items = document?._id ? placeholderItems(document) : []
      return items.length ? items.map((item) => ({message: item.problem, path: item.path as Path})) : true
    })
    .warning()
}
