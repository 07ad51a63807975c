/**
 * The site's menus: the navigation bar's links and the footer's quick links come from Site settings
 * (each a label and a target document), turned into addresses by the route table; the Contact Us
 * button is interface, not content. Also the rule deciding which link is active: a link is active on
 * its own path, below it, and on the pages the route table lists in its section (a pilot page
 * belongs to Pilots; beacons and articles belong to Get Inspired).
 */
import {documentPath, PAGE_PATHS, sectionPrefixes} from '@site/routes'

export interface NavItem {
  key: string
  label: string
  href: string
}

/** A menu link as the Site settings query returns it: the target's type and current slug. */
export interface MenuLink {
  _key: string
  label: string
  target: {_type: string; slug: string | null} | null
}

export const CONTACT_LINK: NavItem = {key: 'contact', label: 'Contact Us', href: PAGE_PATHS.contactPage}

/** The links of a menu at their targets' current addresses; a link whose target has no address yet is left out. */
export function menuItems(links: readonly MenuLink[] | null | undefined): NavItem[] {
  return (links ?? []).flatMap((link) => {
    const href = link.target ? documentPath(link.target._type, link.target.slug) : null
    return href && link.label ? [{key: link._key, label: link.label, href}] : []
  })
}

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)

/** True when `pathname` is the link's page or a page inside its section. */
export function isActivePath(pathname: string | null | undefined, href: string): boolean {
  if (!pathname) return false
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (href === '/') return path === '/'
  return [href, ...sectionPrefixes(href)].some((prefix) => within(path, prefix))
}
