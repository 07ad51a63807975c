/**
 * Next.js config. Every page is prerendered; the legacy summit path redirects server-side; every
 * response carries the security headers.
 */
import type {NextConfig} from 'next'
import {securityHeaders} from './src/security/headers'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Tests that publish run a second server on a copy of the build, so they never touch .next itself.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The workspace packages ship TypeScript source.
  transpilePackages: ['@site/content'],
  async headers() {
    return [{source: '/:path*', headers: securityHeaders({dev: process.env.NODE_ENV !== 'production'})}]
  },
  async redirects() {
    return [
      {source: '/index.php/innovation-in-fundraising-summit', destination: '/nominate-beacon', permanent: true},
      {source: '/index.php/innovation-in-fundraising-summit/', destination: '/nominate-beacon', permanent: true},
    ]
  },
}

export default nextConfig
