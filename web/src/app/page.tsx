/**
 * / : the Home page (docs/product.md#home): hero with badge, headline, Join Us button to the summit and the
 * hero image; the headline figures; the partner logos (a row of 6, then a row of 7).
 */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {ArrowRight, Sparkles} from '@/components/lucide'
import {SanityImage} from '@/components/SanityImage'
import {organizationJsonLd} from '@/components/site/organizationJsonLd'
import {PartnerLogoGrid} from '@/components/site/PartnerLogoGrid'
import {StatisticsRow} from '@/components/site/StatisticsRow'
import {Badge} from '@/components/ui/Badge'
import {ButtonLink} from '@/components/ui/ButtonLink'
import {Container} from '@/components/ui/Container'
import {Section} from '@/components/ui/Section'
import {loadHomePage, loadSiteSettings} from '@/sanity/loaders'
import {siteUrl} from '@/seo/siteUrl'
import {JsonLd} from '@/seo/JsonLd'
import {pageMetadata} from '@/seo/metadata'
import {PAGE_PATHS} from '@site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const home = await loadHomePage()
  // The Home page's title names the initiative itself, so it does not take the layout's suffix.
  const title = [home?.siteName, home?.headline].filter(Boolean).join(': ')
  return {...pageMetadata({title, description: home?.intro, path: PAGE_PATHS.homePage}), ...(title ? {title: {absolute: title}} : {})}
}

export default async function HomeRoute() {
  const [home, settings] = await Promise.all([loadHomePage(), loadSiteSettings()])
  if (!home) notFound()
  const organisation = organizationJsonLd({
    siteUrl,
    name: settings?.siteName,
    logoUrl: settings?.logo?.url,
    email: settings?.email,
    profiles: settings?.socialLinks.map((link) => link.url) ?? [],
  })

  return (
    <>
      {organisation ? <JsonLd data={organisation} /> : null}
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <div aria-hidden="true" className="pointer-events-none absolute -top-40 -left-32 size-96 rounded-full bg-brand-100/60 blur-3xl" />
        <Container className="relative grid items-center gap-10 pt-12 pb-10 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:pt-20 lg:pb-16">
          <div>
            {home.badge ? (
              <Badge tone="accent">
                <Sparkles className="size-3.5" aria-hidden="true" />
                {home.badge}
              </Badge>
            ) : null}
            <h1
              id="home-title"
              className="mt-5 text-4xl leading-tight font-bold tracking-tight text-balance text-brand-900 sm:text-5xl lg:text-6xl"
            >
              {home.headline}
            </h1>
            {home.intro ? <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted sm:text-xl">{home.intro}</p> : null}
            {home.joinLabel ? (
              <div className="mt-8 flex flex-wrap gap-3">
                <ButtonLink href={PAGE_PATHS.summitPage} className="px-7 text-base">
                  {home.joinLabel}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </ButtonLink>
              </div>
            ) : null}
          </div>
          {home.heroImage?.url ? (
            <SanityImage
              image={home.heroImage}
              shownWidth={640}
              sizes="(min-width: 1024px) 560px, 100vw"
              priority
              className="h-auto w-full rounded-3xl shadow-xl shadow-brand-900/10 ring-1 ring-line"
            />
          ) : null}
        </Container>

        {home.statistics.length ? (
          <Container className="relative pb-14 sm:pb-16">
            <StatisticsRow statistics={home.statistics} label="Key figures" />
          </Container>
        ) : null}
      </section>

      {home.partners.length ? (
        <Section
          id="partners"
          title={home.partnersHeading}
          intro={home.partnersIntro}
          tone="muted"
          delay={0.2}
          className="text-center [&_h2]:mx-auto [&_h2+div]:mx-auto"
        >
          <PartnerLogoGrid partners={home.partners} />
        </Section>
      ) : null}
    </>
  )
}
