/**
 * Every GROQ query the site runs, one module per family; each is a named defineQuery constant that
 * TypeGen turns into a `<Name>Result` type in @site/types, so pages never declare the shape they receive.
 * Projections pick only what a page shows and coalesce defaults here, not in React. Lists that grow with
 * content are sliced here: `$start`/`$end` for a numbered page (loaders pass @site/layout's pageBounds),
 * `$max…` for a list a page shows up to a cap (@site/layout's MAX_…).
 */
export * from './addresses.ts'
export * from './events.ts'
export * from './inspire.ts'
export * from './lists.ts'
export * from './pages.ts'
export * from './pilots.ts'
export * from './publishing.ts'
export * from './site.ts'
