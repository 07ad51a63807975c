/**
 * The words of numbered pages, from Site settings (the same for every list): templates in which
 * {list}, {page} and {pages} stand for the list's heading, the page's number and how many there are.
 */
import type {SiteSettings} from '../site/types'

export type PaginationWords = SiteSettings['pagination']

/** Puts the values into a template's {placeholders}; a placeholder without a value stays as written. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder))
}

/**
 * A list page's heading: the list's own heading while it has one page, else that heading with the
 * page's number ("Our Pilots — page 2 of 5"). Without the words in Site settings, the list's own heading.
 */
export function pagedHeading(words: PaginationWords, list: string, page: number, pages: number): string {
  return pages > 1 && words?.heading ? fillIn(words.heading, {list, page, pages}) : list
}
