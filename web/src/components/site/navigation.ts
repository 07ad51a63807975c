/**
 * The site's navigation links (interface words, not content) and the rule deciding which one is
 * active: a link is active on its own path, below it, and on the pages the route table lists in its
 * section (a pilot case study belongs to Pilots; beacons and articles belong to Get Inspired).
 */
import {PAGE_PATHS, sectionPrefixes} from '@site/routes'

export interface NavItem {
  label: string
  href: string
}

export const MAIN_NAV: NavItem[] = [
  {label: 'About Us', href: PAGE_PATHS.about},
  {label: 'Pilots', href: PAGE_PATHS.pilotsPage},
  {label: 'Get Inspired', href: PAGE_PATHS.getInspiredPage},
  {label: 'Innovation Summit', href: PAGE_PATHS.summit2025},
]

export const CONTACT_LINK: NavItem = {label: 'Contact Us', href: PAGE_PATHS.contactPage}

export const FOOTER_NAV: NavItem[] = [
  {label: 'About Us', href: PAGE_PATHS.about},
  {label: 'Ongoing Pilots', href: PAGE_PATHS.pilotsPage},
  {label: 'Get Inspired', href: PAGE_PATHS.getInspiredPage},
  {label: 'Innovation Summit', href: PAGE_PATHS.summit2025},
  {label: 'Privacy Policy', href: PAGE_PATHS.privacyPolicy},
]

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)

/** True when `pathname` is the link's page or a page inside its section. */
export function isActivePath(pathname: string | null | undefined, href: string): boolean {
  if (!pathname) return false
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (href === '/') return path === '/'
  return [href, ...sectionPrefixes(href)].some((prefix) => within(path, prefix))
}
