/** The share image of /about: its title and introduction on the brand colours (drawn at build time). */
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'
import {loadAboutPage} from '@/sanity/loaders'

export const size = ogSize
export const contentType = ogContentType
export const alt = 'About Us'

export default async function Image() {
  const about = await loadAboutPage()
  return renderOgImage({eyebrow: about?.missionHeading, title: about?.heading ?? 'About Us', footer: about?.intro})
}
