/** The share image of /about: its title and introduction on the brand colours (drawn at build time). */
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'
import {sanityFetch} from '@/sanity/fetch'
import {aboutPageQuery} from '@/sanity/queries'

export const size = ogSize
export const contentType = ogContentType
export const alt = 'About Us'

export default async function Image() {
  const about = await sanityFetch({query: aboutPageQuery, tags: ['about', 'teamMember']})
  return renderOgImage({eyebrow: about?.missionTitle, title: about?.heading ?? 'About Us', footer: about?.intro})
}
