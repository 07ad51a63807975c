/** The share image of /pilots: its heading on the brand colours (drawn at build time). */
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'
import {loadPilotsPage} from '@/sanity/loaders'

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Pilots'

export default async function Image() {
  const page = await loadPilotsPage()
  return renderOgImage({eyebrow: page?.eyebrow, title: page?.heading ?? 'Pilots', footer: page?.intro})
}
