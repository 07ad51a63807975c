/** The share image of /nominate-beacon: the call's title and introduction on the brand colours (drawn at build time). */
import {sanityFetch} from '@/sanity/fetch'
import {nominationCallQuery} from '@/sanity/queries'
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Call for nominations'

export default async function Image() {
  const call = await sanityFetch({query: nominationCallQuery, tags: ['nominationCall']})
  return renderOgImage({eyebrow: 'Call for Nominations', title: call?.title ?? 'Call for Nominations', footer: call?.intro})
}
