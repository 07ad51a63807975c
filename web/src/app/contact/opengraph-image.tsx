/** The share image of /contact: its title and introduction on the brand colours (drawn at build time). */
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'
import {loadContactPage} from '@/sanity/loaders'

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Contact Us'

export default async function Image() {
  const contact = await loadContactPage()
  return renderOgImage({eyebrow: contact?.email?.replace(/^mailto:/i, ''), title: contact?.heading ?? 'Contact Us', footer: contact?.intro})
}
