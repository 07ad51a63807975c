/**
 * The site's permanent redirects: the legacy summit address, and any path ending in "/" to the same
 * path without it (what Next does by default, done here so the legacy address, which also ends in
 * "/", takes a single hop). Pure, so the proxy stays small and this is unit-tested.
 */
import {PAGE_PATHS} from '@site/routes'

const LEGACY_SUMMIT = '/index.php/innovation-in-fundraising-summit'

export function redirectFor(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  if (trimmed === LEGACY_SUMMIT) return PAGE_PATHS.nominationPage
  if (trimmed !== pathname) return trimmed
  return null
}
