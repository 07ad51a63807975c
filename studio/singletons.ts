/**
 * Documents that exist exactly once, each at a fixed id. The desk opens them directly; they cannot
 * be created again, duplicated or deleted (sanity.config.ts). Order here is the order on the desk.
 */
export const SINGLETONS = [
  // site
  {id: 'siteSettings', type: 'siteSettings', title: 'Site settings'},
  {id: 'homePage', type: 'homePage', title: 'Home page'},
  {id: 'aboutPage', type: 'aboutPage', title: 'About page'},
  {id: 'contactPage', type: 'contactPage', title: 'Contact page'},
  {id: 'privacyPolicyPage', type: 'privacyPolicyPage', title: 'Privacy policy'},
  // pilots
  {id: 'pilotsPage', type: 'pilotsPage', title: 'Pilots page'},
  // inspire
  {id: 'getInspiredPage', type: 'getInspiredPage', title: 'Get Inspired page'},
  // events
  {id: 'summitPage', type: 'summitPage', title: 'Innovation Summit 2025'},
  {id: 'genevaSummitPage', type: 'genevaSummitPage', title: 'Annual Event (Geneva)'},
  {id: 'nominationPage', type: 'nominationPage', title: 'Call for nominations'},
] as {id: string; type: string; title: string}[]

export const singletonTypes = new Set(SINGLETONS.map((s) => s.type))
