/** Placeholder until the navigation bar lands (issue 2, site frame). */
export function SiteHeader() {
  return null
}
