/**
 * The navigation bar: sticky, 4rem tall; the logo links Home; the section links from Site
 * settings (none: no link list) and a Contact Us button. Below md the links move into MobileMenu.
 * Server-rendered: only the active-link marker (NavLink) and the menu toggle run in the browser.
 * The layout passes the settings in (components never fetch).
 */
import {PAGE_PATHS} from '@site/routes'
import {SiteLink} from '@/components/ui/SiteLink'
import {SanityImage} from '../SanityImage'
import {buttonClasses} from '../ui/ButtonLink'
import {Container} from '../ui/Container'
import {MobileMenu} from './MobileMenu'
import {NavLink} from './NavLink'
import {CONTACT_LINK, menuItems} from './navigation'
import type {SiteSettings} from './types'

export function SiteHeader({settings}: {settings: SiteSettings | null}) {
  const siteName = settings?.siteName ?? ''
  const links = menuItems(settings?.mainNav)

  return (
    <header className="sticky top-0 z-50 h-16 border-b border-line/80 bg-white/90 backdrop-blur-md">
      <Container className="flex h-full items-center justify-between gap-4">
        <SiteLink
          href={PAGE_PATHS.homePage}
          className="flex shrink-0 items-center rounded-md"
          aria-label={settings?.logo?.url ? undefined : siteName || 'Home'}
        >
          {settings?.logo?.url ? (
            <SanityImage
              image={{...settings.logo, alt: settings.logo.alt || siteName}}
              shownWidth={200}
              priority
              // In px, not rem: a logo is an image, and at 200 % text a rem-sized one would take the room the links need.
              className="h-[32px] w-auto lg:h-[36px]"
            />
          ) : (
            <span className="text-lg font-bold text-brand-900">{siteName}</span>
          )}
        </SiteLink>

        {links.length ? (
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1 lg:gap-2">
              {links.map((item) => (
                <li key={item.key}>
                  <NavLink
                    href={item.href}
                    className="relative block rounded-full px-3 py-2 text-center text-sm font-medium text-muted transition-colors hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <div className="hidden md:block">
          <NavLink href={CONTACT_LINK.href} className={`${buttonClasses('primary')} aria-[current=page]:bg-brand-900`}>
            {CONTACT_LINK.label}
          </NavLink>
        </div>

        <MobileMenu links={links} />
      </Container>
    </header>
  )
}
