/**
 * Anchor ids for a page's sections, so a section can be linked to (`/pilot/givify#objectives`):
 * taken from the heading, and unique on the page even when two sections share a heading.
 */

/**
 * The longest id a heading gives: a section's id is repeated in its parts' ids and references
 * (`{id}-agenda`, aria-labelledby), so a heading as long as the content limits allow would add its
 * length to the page many times over. The launch content's longest heading gives 54 characters.
 */
const MAX_SLUG_CHARS = 60

/** "Test / Experiment" → "test-experiment", cut after a whole word at `MAX_SLUG_CHARS`; a heading with no letters or digits gets `fallback`. */
export function headingSlug(heading: string | null | undefined, fallback: string) {
  const slug = (heading ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // accents go, their letters stay: "évaluation" → "evaluation"
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  if (slug.length <= MAX_SLUG_CHARS) return slug || fallback
  const lastWordEnd = slug.lastIndexOf('-', MAX_SLUG_CHARS)
  return slug.slice(0, lastWordEnd > 0 ? lastWordEnd : MAX_SLUG_CHARS)
}

/**
 * The ids for a page's sections, in page order. A section that names its own id (`fixed`, e.g.
 * "presenters", which links and tests rely on) keeps it; a repeated or already taken id is numbered
 * from 2 ("links", "links-2"), so no two sections ever share one.
 */
export function uniqueAnchorIds(wanted: {id: string; fixed?: boolean}[]) {
  const taken = new Set<string>()
  const claim = (id: string) => {
    let candidate = id
    for (let number = 2; taken.has(candidate); number++) candidate = `${id}-${number}`
    taken.add(candidate)
    return candidate
  }
  const fixed = wanted.map((entry) => (entry.fixed ? claim(entry.id) : null))
  return wanted.map((entry, index) => fixed[index] ?? claim(entry.id))
}
