/**
 * The site's navigation links (interface words, not content) and the rule deciding which one is
 * active: a link is active on its own path, below it, and on the paths it names as its children
 * (a pilot case study belongs to Pilots; beacons and articles belong to Get Inspired).
 */
export interface NavItem {
  label: string
  href: string
  /** Other path prefixes that belong to this link's section. */
  also?: string[]
}

export const MAIN_NAV: NavItem[] = [
  {label: 'About Us', href: '/about'},
  {label: 'Pilots', href: '/pilots', also: ['/pilot']},
  {label: 'Get Inspired', href: '/get-inspired', also: ['/beacon', '/article']},
  {label: 'Innovation Summit', href: '/innovation-summit'},
]

export const CONTACT_LINK: NavItem = {label: 'Contact Us', href: '/contact'}

export const FOOTER_NAV: NavItem[] = [
  {label: 'About Us', href: '/about'},
  {label: 'Ongoing Pilots', href: '/pilots'},
  {label: 'Get Inspired', href: '/get-inspired'},
  {label: 'Innovation Summit', href: '/innovation-summit'},
  {label: 'Privacy Policy', href: '/privacy-policy'},
]

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)

/** True when `pathname` is the link's page or a page inside its section. */
export function isActivePath(pathname: string | null | undefined, href: string, also: string[] = []): boolean {
  if (!pathname) return false
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (href === '/') return path === '/'
  return [href, ...also].some((prefix) => within(path, prefix))
}
