/**
 * The site's public address, for canonical links, the sitemap, structured data and share links:
 * NEXT_PUBLIC_SITE_URL, else the host platform's production address, else localhost. Fixed at build time
 * (SITE_URL_AT_BUILD, inlined by next.config) so a page rendered later names the same origin as the prerendered ones.
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

/** Set by next.config at build time (inlined into the bundle); unset outside a Next build. */
const builtSiteUrl = process.env.SITE_URL_AT_BUILD

/** The address every page uses: the build's; outside a Next build (unit tests, scripts), the environment's. */
export const siteUrl = builtSiteUrl || resolveSiteUrl(process.env).url

/**
 * What to tell an operator whose server runs with another address than the build's (the server keeps
 * the build's), or null when they agree or the run-time environment names none.
 */
export function siteUrlMismatch(runtimeEnv: Env, built: string | undefined = builtSiteUrl): string | null {
  const runtime = resolveSiteUrl(runtimeEnv)
  if (!built || runtime.source === 'default' || runtime.url === built) return null
  return `⚠ ${runtime.source} is ${runtime.url} at run time, but the site was built for ${built}: every page keeps using ${built}. Build again with the new address to change it.`
}
