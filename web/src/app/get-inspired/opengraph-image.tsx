/** The share image of /get-inspired: its heading and showcase heading on the brand colours (drawn at build time). */
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'
import {sanityFetch} from '@/sanity/fetch'
import {getInspiredPageQuery} from '@/sanity/queries'

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Innovation Library'

export default async function Image() {
  const page = await sanityFetch({query: getInspiredPageQuery, tags: ['getInspiredPage', 'finalist', 'beaconPage', 'article']})
  return renderOgImage({eyebrow: page?.showcaseHeading, title: page?.heading ?? 'Get Inspired', footer: page?.intro})
}
