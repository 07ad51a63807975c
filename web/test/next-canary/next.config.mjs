// A minimal app reproducing the two Next.js bugs src/caching/notFoundPages.mjs works around, and the
// one web/scripts/build-css.mjs works around (see
// docs/architecture.md#framework-workarounds and e2e/next-workarounds.spec.ts). Built once by the turbo
// task `web#build:canary` with this site's Next.js; served with Next's own cache handler, or with the one
// CANARY_CACHE_HANDLER names when the server starts. One slugged route, as the site's are: its
// addresses come from the file CANARY_ADDRESSES names, through a tagged cache entry, and a route handler
// revalidates that tag as the publish webhook does. Its one stylesheet is inlined by
// experimental.inlineCss, which the site does not use because of the third bug (scripts/build-css.mjs).
// The framework workarounds of src/proxy.ts and src/security/requestGate.ts are reproduced here too
// (docs/architecture.md#framework-workarounds): a header on every answer and one redirect, both from
// this config, and a proxy on /proxied (proxy.js).
const config = {
  cacheHandler: process.env.CANARY_CACHE_HANDLER || undefined,
  // No build cache where no later build reuses it (SITE_BUILD_CACHE=false, as for the site, next.config.ts).
  experimental: {inlineCss: true, turbopackFileSystemCacheForBuild: process.env.SITE_BUILD_CACHE !== 'false'},
  async headers() {
    return [{source: '/:path*', headers: [{key: 'x-canary-header', value: 'set'}]}]
  },
  async redirects() {
    return [{source: '/old', destination: '/p/first', permanent: true}]
  },
}

export default config
