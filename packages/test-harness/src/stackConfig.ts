/**
 * What the test stack's builds bake in, written once for the builds (turbo tasks `web#build:lake`,
 * `studio#build:standin`) and for everything that starts or reads them (the Studio browser tests,
 * the site's Lake-fault and secrets tests, `pnpm bench:publish`).
 *
 * The Studio reaches the stand-in on a port fixed at its build, and the Lake-mode site names the
 * Studio's origin in its frame-ancestors policy and its own address in canonical links, both fixed at
 * its build: so these ports are part of the builds, and turbo keys the builds on the variables below.
 * They stay clear of the site's own browser tests (E2E_PORT, default 3210), so both suites can run at once.
 */

const port = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback)

/** The Studio's project id in these tests (its default when none is configured) and the dataset. */
export const PROJECT_ID = 'offline0'
export const DATASET = 'production'

export const STACK_PORTS = {
  /** The Lake-mode site's production server. */
  site: port('E2E_STUDIO_SITE_PORT', 3310),
  /** The stand-in's HTTPS + HTTP/2 port the Studio calls (https://localhost:<port>). */
  lakeApi: port('E2E_STUDIO_API_PORT', 3410),
  /** The built Studio, served statically. */
  studio: port('E2E_STUDIO_PORT', 3510),
}

/**
 * The host names of this machine, as a RegExp source: the loopback address, localhost and its
 * subdomains. The editor's browser answers every other host itself, and the port-mapping proxy serves
 * no other.
 */
export const THIS_MACHINE = String.raw`127\.0\.0\.1|localhost|[^/:]+\.localhost`

export const STACK_URLS = {
  site: `http://127.0.0.1:${STACK_PORTS.site}`,
  studio: `http://127.0.0.1:${STACK_PORTS.studio}`,
  lakeApi: `https://localhost:${STACK_PORTS.lakeApi}`,
}

/** Build output folders (ignored by git), relative to web/ and studio/. */
export const LAKE_SITE_DIST = '.next-lake'
export const STANDIN_STUDIO_DIST = '.dist-standin'

/**
 * The Lake-mode site is built with these as its read token, webhook secret and preview cookie key: values that must
 * never reach a browser, so the secrets test looks for them in everything the build serves.
 * At run time the stack gives the site other values (below), which proves they are read at run time.
 */
export const BUILD_CANARIES = {
  readToken: 'canary-read-token-5f1c9e0a7b3d',
  webhookSecret: 'canary-webhook-secret-8e2d4b6a0c1f',
  previewCookieSecret: 'canary-preview-cookie-secret-3a7f9d1b5e2c',
}

/**
 * How long the stand-in Studio's live-status badge says "Going live…" before "Not live yet" (the
 * Studio's default is 60 s): a few seconds, so a test sees the reason without waiting a minute.
 */
export const LIVE_STATUS_PATIENCE_S = 10

export const WEBHOOK_SECRET = 'studio-stack-webhook-secret'
export const PREVIEW_COOKIE_SECRET = 'studio-stack-preview-cookie-secret'
/** The token the browser holds and the site reads drafts with; the stand-in accepts any. */
export const STUDIO_TOKEN = 'studio-stack-token'

/** The environment that points the site at a Content Lake (here: a stand-in at `apiHost`). */
export function lakeSiteEnv(apiHost: string) {
  return {
    NEXT_PUBLIC_SANITY_PROJECT_ID: PROJECT_ID,
    NEXT_PUBLIC_SANITY_DATASET: DATASET,
    NEXT_PUBLIC_SANITY_STUDIO_URL: STACK_URLS.studio,
    NEXT_PUBLIC_SITE_URL: STACK_URLS.site,
    SANITY_API_HOST: apiHost,
  }
}

/**
 * The webhook body that brings every page of a test's site back from what a test published: Site
 * settings are on every page, so their publish revalidates the whole site.
 */
export const SITE_WIDE_PUBLISH = {_id: 'siteSettings', _type: 'siteSettings'}
