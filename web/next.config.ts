/**
 * Next.js config. Every page is prerendered (slugged pages published later render on first request);
 * every response Next makes carries the security headers (answers made by src/proxy.ts, including
 * the redirects, add them there); pages tell shared caches to keep them briefly, and every other
 * answer not to keep it (src/caching/cachePolicy.ts). The site address is fixed at build time
 * (src/seo/siteUrl.ts). With REDIS_URL set, every instance shares one cache through Redis.
 */
import type {NextConfig} from 'next'
import {PHASE_PRODUCTION_BUILD} from 'next/constants'
import {fileURLToPath} from 'node:url'
import {cacheControlRules} from './src/caching/cachePolicy'
import {recordBuildRevisions} from './src/catch-up/buildRevisions'
import {lakeCatchUpSource} from './src/sanity/publishedNow'
import {keepFrontDoorAnswers} from './src/sanity/frontDoorAnswers'
import {datasetHash} from './src/sanity/sources/datasetHash'
import {embeddedDatasetFile, lakeConfig} from './src/sanity/env'
import {securityHeaders} from './src/security/headers'
import {resolveSiteUrl} from './src/seo/siteUrl'

const sharedCache = Boolean(process.env.REDIS_URL)

export default function config(phase: string): NextConfig {
  const siteUrl = resolveSiteUrl(process.env)
  if (phase === PHASE_PRODUCTION_BUILD && siteUrl.source === 'default') {
    console.warn(
      '⚠ No site address: set NEXT_PUBLIC_SITE_URL (or build on Vercel/Netlify). Canonical links, the sitemap and share links will point at http://localhost:3000.',
    )
  }
  return {
    reactStrictMode: true,
    poweredByHeader: false,
    // web/server.ts (`pnpm start`) compresses answers itself, after hashing each page's inline scripts
    // into its Content-Security-Policy (security/scriptPolicy.ts); `next start` and hosts compress as usual.
    compress: process.env.SITE_SERVER_COMPRESSES !== 'true',
    // The site's address, fixed at build time for every page, prerendered or rendered later (seo/siteUrl.ts).
    // And the bundled dataset it renders, by hash: a server started later on another file re-renders (src/catch-up/).
    env: {
      SITE_URL_AT_BUILD: siteUrl.url,
      ...(phase === PHASE_PRODUCTION_BUILD && !lakeConfig ? {SITE_BUILT_DATASET_HASH: datasetHash(embeddedDatasetFile)} : {}),
    },
    // Tests that publish run a second server on a copy of the build, so they never touch .next itself.
    distDir: process.env.NEXT_DIST_DIR || '.next',
    // The test command type-checks the site in a task of its own (`web#typecheck`, `tsc --noEmit`), so its
    // builds skip Next's second type check of the same code; every other build checks types.
    typescript: {ignoreBuildErrors: process.env.SITE_BUILD_SKIP_TYPECHECK === 'true'},
    // The workspace packages ship TypeScript source.
    transpilePackages: ['@site/content', '@site/icons', '@site/routes'],
    // Slugged pages render new slugs on demand; both handlers keep 404s for made-up slugs out of the cache.
    // With REDIS_URL, pages, fetch and unstable_cache entries and tag revalidations live in Redis, and
    // no in-memory copy is kept, or an instance would keep serving what another has revalidated.
    ...(sharedCache
      ? {cacheHandler: fileURLToPath(new URL('./src/caching/redis-cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0}
      : {cacheHandler: fileURLToPath(new URL('./src/caching/local-cache-handler.mjs', import.meta.url))}),
    async headers() {
      return [{source: '/:path*', headers: securityHeaders({dev: process.env.NODE_ENV !== 'production'})}, ...cacheControlRules()]
    },
    // No page uses next/image: docs/architecture.md, Framework workarounds ("images: {unoptimized: true}").
    images: {unoptimized: true},
    // Each script file of a page carries its hash (integrity), which web/server.ts puts in the page's
    // Content-Security-Policy, with 'strict-dynamic' for the chunks those scripts load later.
    experimental: {
      sri: {algorithm: 'sha256'},
      // Both: docs/decisions/0017-build-settings-for-cpu.md.
      serverMinification: false,
      turbopackFileSystemCacheForBuild: process.env.SITE_BUILD_CACHE !== 'false',
    },
    // A Lake-mode build records which revisions it renders, before it renders a page, so a server started
    // from it with no memory re-renders only what was published since (src/catch-up/buildRevisions.ts),
    // and keeps what the proxy reads, for a server started while the Lake cannot be read (src/sanity/lastGood.ts).
    ...(phase === PHASE_PRODUCTION_BUILD && lakeConfig
      ? {
          compiler: {
            runAfterProductionCompile: async ({distDir}: {distDir: string}) => {
              await recordBuildRevisions(distDir, lakeCatchUpSource!.index)
              await keepFrontDoorAnswers()
            },
          },
        }
      : {}),
    // Redirects (the legacy summit address, trailing slashes) are made by src/proxy.ts: next.config
    // redirects() are answered before headers() apply, so they would go out without security headers.
    skipTrailingSlashRedirect: true,
  }
}
