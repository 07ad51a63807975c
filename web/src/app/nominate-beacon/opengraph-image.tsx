/** The share image of /nominate-beacon: the call's title and introduction on the brand colours (drawn at build time). */
import {loadNominationPage} from '@/sanity/loaders'
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Call for nominations'

export default async function Image() {
  const call = await loadNominationPage()
  return renderOgImage({eyebrow: 'Call for Nominations', title: call?.title ?? 'Call for Nominations', footer: call?.intro})
}
