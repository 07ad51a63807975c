/**
 * The site's public address, for canonical links, the sitemap, structured data and share links:
 * NEXT_PUBLIC_SITE_URL when set, else the host platform's production address (Vercel, Netlify),
 * else localhost, which is only right on a developer's machine (next.config warns at build time).
 */
export const LOCAL_SITE_URL = 'http://localhost:3000'

type Env = Record<string, string | undefined>

export function resolveSiteUrl(env: Env): {url: string; source: string} {
  const candidates: [string, string | undefined][] = [
    ['NEXT_PUBLIC_SITE_URL', env.NEXT_PUBLIC_SITE_URL],
    // Vercel gives a host name without a scheme.
    ['VERCEL_PROJECT_PRODUCTION_URL', env.VERCEL_PROJECT_PRODUCTION_URL && `https://${env.VERCEL_PROJECT_PRODUCTION_URL}`],
    // Netlify's URL is the site's main address, with its scheme.
    ['URL (Netlify)', env.NETLIFY === 'true' ? env.URL : undefined],
  ]
  for (const [source, value] of candidates) {
    if (value && URL.canParse(value)) return {url: value.replace(/\/+$/, ''), source}
  }
  return {url: LOCAL_SITE_URL, source: 'default'}
}
