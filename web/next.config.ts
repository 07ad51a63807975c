/**
 * Next.js config. Every page is prerendered (slugged pages published later render on first request); the legacy summit path redirects server-side; every
 * response carries the security headers.
 */
import type {NextConfig} from 'next'
import {fileURLToPath} from 'node:url'
import {securityHeaders} from './src/security/headers'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Tests that publish run a second server on a copy of the build, so they never touch .next itself.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The workspace packages ship TypeScript source.
  transpilePackages: ['@site/content', '@site/icons', '@site/routes'],
  // Slugged pages render new slugs on demand; this handler keeps 404s for made-up slugs off the disk.
  cacheHandler: fileURLToPath(new URL('./src/caching/local-cache-handler.mjs', import.meta.url)),
  async headers() {
    return [{source: '/:path*', headers: securityHeaders({dev: process.env.NODE_ENV !== 'production'})}]
  },
  // Next's built-in trailing-slash redirect runs before ours, which made the legacy address (it ends
  // in "/") take two hops. We do that redirect ourselves, after the legacy one, so it is a single 308.
  skipTrailingSlashRedirect: true,
  async redirects() {
    return [
      {source: '/index.php/innovation-in-fundraising-summit', destination: '/nominate-beacon', permanent: true},
      {source: '/index.php/innovation-in-fundraising-summit/', destination: '/nominate-beacon', permanent: true},
      // What Next does by default: /about/ → /about (kept last so the legacy address above wins).
      {source: '/:path+/', destination: '/:path+', permanent: true},
    ]
  },
}

export default nextConfig
