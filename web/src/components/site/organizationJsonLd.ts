/** schema.org Organization data for the Home page, built from Site settings (name, logo, e-mail, profiles). */
export function organizationJsonLd({
  siteUrl,
  name,
  logoUrl,
  email,
  profiles,
}: {
  siteUrl: string
  name: string | null | undefined
  logoUrl: string | null | undefined
  email: string | null | undefined
  profiles: string[]
}): Record<string, unknown> | null {
  if (!name) return null
  const data: Record<string, unknown> = {'@type': 'Organization', name, url: `${siteUrl}/`}
  if (logoUrl) data.logo = new URL(logoUrl, `${siteUrl}/`).toString()
  if (email) data.email = email.replace(/^mailto:/i, '')
  if (profiles.length) data.sameAs = profiles
  return data
}
