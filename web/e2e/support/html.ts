/** Reading what a page's served HTML declares, written once for every spec. */

/** The schema.org objects in the page's JSON-LD scripts. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
}
