/**
 * The Home page as app/page.tsx draws it: the builder's hero (badge, headline, Join Us button to the
 * summit, the hero image) with the headline figures below it; the partner logos (a row of 6, then a
 * row of 7); then the editors' more sections. The organisation's structured data goes in the HTML.
 */
import {organizationJsonLd} from '@/components/site/organizationJsonLd'
import {PartnerLogoGrid} from '@/components/site/PartnerLogoGrid'
import type {SiteSettings} from '@/components/site/types'
import type {HeroData} from '@/components/builder/sections/HeroBlock'
import {SINGLE_PAGE_KINDS, type SinglePageSection} from '@/components/sections/singlePageKinds'
import {placeSections, Sections} from '@/components/sections/placeSections'
import type {MoreSectionsData} from '@/components/sections/moreSectionsData'
import {siteUrl} from '@/seo/siteUrl'
import {JsonLd} from '@/seo/JsonLd'
import type {HomePageQueryResult} from '@site/types'

export function HomeBody({
  home,
  settings,
  more,
}: {
  home: NonNullable<HomePageQueryResult>
  settings: SiteSettings | null
  more: MoreSectionsData
}) {
  const organisation = organizationJsonLd({
    siteUrl,
    name: settings?.siteName,
    logoUrl: settings?.logo?.url,
    email: settings?.email,
    profiles: settings?.socialLinks.map((link) => link.url) ?? [],
  })

  // The hero is the builder's, with the Home page's figures below it; the Join Us button leads to the summit.
  const hero: HeroData = {
    _key: 'hero',
    _type: 'heroSection',
    anchor: 'home',
    badge: home.badge,
    headline: home.headline,
    intro: home.intro,
    buttons: home.joinLabel ? [{_key: 'join', label: home.joinLabel, url: null, target: {_type: 'summitPage', slug: null}}] : [],
    image: home.heroImage,
    figures: home.statistics,
  }
  const sections: SinglePageSection[] = [
    hero,
    {
      _key: 'partners',
      _type: 'band',
      anchor: 'partners',
      title: home.partnersHeading,
      intro: home.partnersIntro,
      tone: 'muted',
      className: 'text-center [&_h2]:mx-auto [&_h2+div]:mx-auto',
      content: home.partners.length ? <PartnerLogoGrid partners={home.partners} /> : null,
    },
  ]

  return (
    <>
      {organisation ? <JsonLd data={organisation} /> : null}
      <Sections placed={placeSections([...sections, ...more.sections], SINGLE_PAGE_KINDS, {opening: true})} attributes={more.attributes} />
    </>
  )
}
