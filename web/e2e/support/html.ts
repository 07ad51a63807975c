/** Reading what a page's served HTML declares, written once for every spec. */

/** The schema.org objects in the page's JSON-LD scripts. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
}

/** The content of a `<meta>` tag (`property="og:image"`, `name="twitter:card"`), its `&amp;`s read back as `&`. */
export function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&')
}
