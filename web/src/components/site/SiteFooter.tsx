/**
 * The footer of every page: a call to action that leads to /contact (no button on /contact itself), quick links, the five social
 * profiles, the hosting statement and the copyright line. Its content comes from Site settings (the
 * column headings are interface words); a part left empty there is not shown. The layout passes the
 * settings in (components never fetch).
 */
import {PAGE_PATHS} from '@site/routes'
import {SiteLink} from '@/components/ui/SiteLink'
import {ButtonLink} from '../ui/ButtonLink'
import {Container} from '../ui/Container'
import {ExternalLink} from '../ui/ExternalLink'
import {menuItems} from './navigation'
import {SocialIconLinks} from './SocialLinks'
import type {SiteSettings} from './types'
import {UnlessOnPage} from './UnlessOnPage'

export function SiteFooter({settings}: {settings: SiteSettings | null}) {
  const cta = settings?.footerCta
  const hosting = settings?.hosting
  const socialLinks = settings?.socialLinks ?? []
  const quickLinks = menuItems(settings?.footerNav)

  return (
    <footer className="bg-brand-900 text-brand-100">
      {cta?.title ? (
        <div className="border-b border-white/10">
          <Container className="flex flex-col gap-6 py-12 sm:py-14 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{cta.title}</h2>
              {cta.text ? <p className="mt-3 text-lg text-brand-100">{cta.text}</p> : null}
            </div>
            {cta.buttonLabel ? (
              <UnlessOnPage path={PAGE_PATHS.contactPage}>
                <ButtonLink href={PAGE_PATHS.contactPage} variant="light" className="shrink-0 self-start md:self-center">
                  {cta.buttonLabel}
                </ButtonLink>
              </UnlessOnPage>
            ) : null}
          </Container>
        </div>
      ) : null}

      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1.3fr]">
        <div className="max-w-sm">
          {settings?.siteName ? <p className="text-lg font-bold text-white">{settings.siteName}</p> : null}
          {hosting?.organisationName ? (
            <p className="mt-3 leading-relaxed">
              {hosting.text}{' '}
              {hosting.url ? (
                <ExternalLink href={hosting.url} className="font-semibold text-white underline underline-offset-2 hover:text-accent-100">
                  {hosting.organisationName}
                </ExternalLink>
              ) : (
                <span className="font-semibold text-white">{hosting.organisationName}</span>
              )}
            </p>
          ) : null}
        </div>

        {quickLinks.length ? (
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wide text-white uppercase">
              Quick Links
            </h2>
            <ul className="mt-4 space-y-1">
              {quickLinks.map((item) => (
                <li key={item.key}>
                  <SiteLink
                    href={item.href}
                    className="inline-flex min-h-9 items-center hover:text-white hover:underline hover:underline-offset-4"
                  >
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {socialLinks.length ? (
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Follow Us</h2>
            <SocialIconLinks links={socialLinks} className="mt-4 gap-2.5" />
          </div>
        ) : null}
      </Container>

      {settings?.copyright ? (
        <div className="border-t border-white/10">
          <Container className="py-6 text-sm text-brand-100/80">
            <p>{settings.copyright}</p>
          </Container>
        </div>
      ) : null}
    </footer>
  )
}
