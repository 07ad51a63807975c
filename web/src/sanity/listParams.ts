/**
 * The params of the queries that slice a list growing with content (queries/): the bounds of one
 * numbered page of pilots, finalists or articles, and the caps of the lists a page shows up to a
 * limit (logos, people, cards, the redirects). The numbers come from @site/layout, which the Studio's warnings read too.
 */
import {CARDS_PER_PAGE, MAX_PARTNER_LOGOS, MAX_TEAM_MEMBERS, pageBounds} from '@site/layout'
import {MAX_REDIRECTS} from '@site/routes'

/** `$start` and `$end` of numbered page `page` (from 1). */
export const listPage = (page: number) => pageBounds(page, CARDS_PER_PAGE)

export const MAX_LOGOS = {maxLogos: MAX_PARTNER_LOGOS}
export const MAX_TEAM = {maxTeam: MAX_TEAM_MEMBERS}
export const MAX_CARDS = {maxCards: CARDS_PER_PAGE}
/** The redirects the proxy reads (redirectsQuery): the Studio's and the import's limit. */
export const MAX_REDIRECTS_READ = {maxRedirects: MAX_REDIRECTS}

/** Every list param, as a list's first page has them: for running any query outside a loader (tests). */
export const FIRST_PAGE_PARAMS = {...listPage(1), ...MAX_LOGOS, ...MAX_TEAM, ...MAX_CARDS, ...MAX_REDIRECTS_READ}
