/** The share image of /innovation-summit: the summit's date, time and title on the brand colours (drawn at build time). */
import {formatEventDate, formatTimeRange} from '@/components/events/eventDates'
import {sanityFetch} from '@/sanity/fetch'
import {summit2025Query} from '@/sanity/queries'
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Innovation Summit'

export default async function Image() {
  const summit = await sanityFetch({query: summit2025Query, tags: ['summit2025', 'siteSettings']})
  const when = [formatEventDate(summit?.date), formatTimeRange(summit?.startTime, summit?.endTime, summit?.timeZoneLabel)]
  return renderOgImage({eyebrow: when.filter(Boolean).join(' · '), title: summit?.title ?? 'Innovation Summit', footer: summit?.organizer})
}
