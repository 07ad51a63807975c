/** Placeholder until the footer lands (issue 2, site frame). */
export function SiteFooter() {
  return null
}
