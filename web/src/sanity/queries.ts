/**
 * Every GROQ query the site runs, each a named defineQuery constant. TypeGen turns each into a
 * `<Name>Result` type in @site/types; pages never declare the shape they receive.
 * Projections pick only what a page shows and coalesce defaults here, not in React.
 */
import {defineQuery} from 'next-sanity'

/** The fields every image projection returns: Lake and embedded sources answer it alike. */
const imageFields = /* groq */ `{
  alt,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
}`

