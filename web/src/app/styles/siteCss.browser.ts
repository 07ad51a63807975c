/**
 * What `#site-css` is in the browser bundle (package.json "imports"): nothing. The stylesheet is in
 * the HTML already (SiteStylesheet); the server build reads generated/siteCss.ts instead.
 */
export const siteCss = ''
