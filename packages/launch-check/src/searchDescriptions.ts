/**
 * The field each page's search description (meta description, share text) comes from, as the site's
 * pages read it: the single pages their intro or their own search description, a pilot its short
 * description, an article its excerpt, a Beacon page its finalist's description, a page made in the
 * Studio its own search description. A page whose field is
 * empty goes to search engines with no description.
 */
import {PAGE_PATHS, SLUGGED_ROUTES, type PageType, type SluggedType} from '@site/routes'

export const SEARCH_DESCRIPTION_FIELDS = {
  homePage: 'intro',
  aboutPage: 'intro',
  pilotsPage: 'intro',
  getInspiredPage: 'intro',
  summitPage: 'seoDescription',
  genevaSummitPage: 'seoDescription',
  nominationPage: 'seoDescription',
  contactPage: 'intro',
  privacyPolicyPage: 'intro',
  pilot: 'description',
  article: 'excerpt',
  // A Beacon page is shown at its finalist's address and described by the finalist.
  finalist: 'description',
  page: 'seoDescription',
} as const satisfies Record<PageType | SluggedType, string>

/** Every type with a page of its own (the route table), for the test that none is forgotten here. */
export const ROUTED_TYPES: readonly string[] = [...Object.keys(PAGE_PATHS), ...Object.keys(SLUGGED_ROUTES)]

export const searchDescriptionField = (type: string): string | null => (SEARCH_DESCRIPTION_FIELDS as Record<string, string>)[type] ?? null
