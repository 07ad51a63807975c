/** The share image of / : the Home headline on the brand colours (drawn at build time). */
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'
import {loadHomePage} from '@/sanity/loaders'

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Home'

export default async function Image() {
  const home = await loadHomePage()
  return renderOgImage({eyebrow: home?.badge, title: home?.headline ?? home?.siteName ?? '', footer: home?.siteName})
}
