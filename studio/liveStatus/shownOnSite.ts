/**
 * Which documents get the live-status badge, and the pages it names: those the site shows (the route
 * table in @site/routes: single pages, documents with an address of their own, documents shown inside
 * a page's list) and Site settings, which every page shows. Not redirects, nor anything else the site
 * shows on no page of its own.
 */
import {isSluggedType, pagesShowing, SITE_WIDE_TYPES} from '@site/routes'
import {singletonTypes} from '../singletons'

/** The pages that show a document of `type` ('everywhere' for Site settings), or null for a type with no badge. */
export function pagesForBadge(type: string, slug?: string | null): readonly string[] | 'everywhere' | null {
  if (SITE_WIDE_TYPES.includes(type)) return 'everywhere'
  const pages = pagesShowing(type, slug)
  return pages.length > 0 || isSluggedType(type) || singletonTypes.has(type) ? pages : null
}
