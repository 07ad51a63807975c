/**
 * Next.js config. Every page is prerendered; the legacy summit path redirects server-side.
 */
import type {NextConfig} from 'next'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The workspace packages ship TypeScript source.
  transpilePackages: ['@site/content'],
  async redirects() {
    return [
      {source: '/index.php/innovation-in-fundraising-summit', destination: '/nominate-beacon', permanent: true},
      {source: '/index.php/innovation-in-fundraising-summit/', destination: '/nominate-beacon', permanent: true},
    ]
  },
}

export default nextConfig
