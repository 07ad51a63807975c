/**
 * Documents that appear on the site only once a page lists them: a new pilot, partner, team member or
 * finalist shows nowhere until it is added to its page's list. The Studio's notice on the document and
 * the launch checklist both read this table.
 */

export interface Listing {
  /** The single page whose list shows this type. */
  pageId: string
  /** The page's document type. */
  pageType: string
  /** The array of references on that page. */
  field: string
  /** Where an editor finds the list, as the desk names it. */
  where: string
}

/** Which page lists each type, and in which field. */
export const LISTINGS = {
  pilot: {pageId: 'pilotsPage', pageType: 'pilotsPage', field: 'pilots', where: 'Pilots page → Pilots'},
  partner: {pageId: 'homePage', pageType: 'homePage', field: 'partners', where: 'Home page → Partner logos'},
  teamMember: {pageId: 'aboutPage', pageType: 'aboutPage', field: 'team', where: 'About page → Team members'},
  finalist: {pageId: 'getInspiredPage', pageType: 'getInspiredPage', field: 'finalists', where: 'Get Inspired page → Finalists'},
} as const satisfies Record<string, Listing>

export type ListedType = keyof typeof LISTINGS

export const isListedType = (type: string): type is ListedType => Object.hasOwn(LISTINGS, type)

/** The message an unlisted document shows. */
export function notListedMessage(type: ListedType): string {
  return `Not shown on the site: add it to ${LISTINGS[type].where}.`
}
