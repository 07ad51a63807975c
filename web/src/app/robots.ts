/** robots.txt: everything may be crawled except the webhook; points to the sitemap. */
import type {MetadataRoute} from 'next'
import {siteUrl} from '@/seo/siteUrl'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{userAgent: '*', allow: '/', disallow: '/api/'}],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  }
}
