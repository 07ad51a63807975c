/** Shapes the site-wide components receive, taken from the generated query result types (never hand-written). */
import type {
  AboutPageQueryResult,
  ArticleBySlugQueryResult,
  ContactPageQueryResult,
  HomePageQueryResult,
  SiteSettingsQueryResult,
} from '@site/types'

/** Site settings: the navigation bar, the footer and the layout's metadata read them. */
export type SiteSettings = NonNullable<SiteSettingsQueryResult>
type HomePageData = NonNullable<HomePageQueryResult>
type AboutPageData = NonNullable<AboutPageQueryResult>

/** A social profile (Site settings; the contact page projects the same list). */
export type SocialLinkData = SiteSettings['socialLinks'][number] | NonNullable<ContactPageQueryResult>['socialLinks'][number]

/** A headline figure: Home hero figures, About "Impact So Far" and an article's key figures. */
export type StatisticData =
  | HomePageData['statistics'][number]
  | AboutPageData['impactStatistics'][number]
  | NonNullable<ArticleBySlugQueryResult>['statistics'][number]

export type PartnerData = HomePageData['partners'][number]

export type ValueCardData = AboutPageData['values'][number]
export type TeamMemberData = AboutPageData['team'][number]
