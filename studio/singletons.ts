/**
 * Documents that exist exactly once, each at a fixed id. The desk opens them directly; they cannot
 * be created again, duplicated or deleted (sanity.config.ts). Order here is the order on the desk.
 */
export const SINGLETONS = [
  // site
  {id: 'siteSettings', type: 'siteSettings', title: 'Site settings'},
  {id: 'home', type: 'home', title: 'Home page'},
  {id: 'about', type: 'about', title: 'About page'},
  {id: 'contactPage', type: 'contactPage', title: 'Contact page'},
  {id: 'privacyPolicy', type: 'privacyPolicy', title: 'Privacy policy'},
  // pilots
  {id: 'pilotsPage', type: 'pilotsPage', title: 'Pilots page'},
  // inspire
  {id: 'getInspiredPage', type: 'getInspiredPage', title: 'Get Inspired page'},
  // events
  {id: 'summit2025', type: 'summit2025', title: 'Innovation Summit 2025'},
  {id: 'genevaEvent', type: 'genevaEvent', title: 'Annual Event (Geneva)'},
  {id: 'nominationCall', type: 'nominationCall', title: 'Call for nominations'},
] as {id: string; type: string; title: string}[]

export const singletonTypes = new Set(SINGLETONS.map((s) => s.type))
