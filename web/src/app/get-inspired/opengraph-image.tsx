/** The share image of /get-inspired: its heading and showcase heading on the brand colours (drawn at build time). */
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'
import {loadGetInspiredPage} from '@/sanity/loaders'

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Innovation Library'

export default async function Image() {
  const page = await loadGetInspiredPage()
  return renderOgImage({eyebrow: page?.showcaseHeading, title: page?.heading ?? 'Get Inspired', footer: page?.intro})
}
