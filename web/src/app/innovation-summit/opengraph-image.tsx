/** The share image of /innovation-summit: the summit's date, time and title on the brand colours (drawn at build time). */
import {formatEventDate, formatTimeRange} from '@/components/events/eventDates'
import {loadSummitPage} from '@/sanity/loaders'
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Innovation Summit'

export default async function Image() {
  const summit = await loadSummitPage()
  const when = [formatEventDate(summit?.date), formatTimeRange(summit?.startTime, summit?.endTime, summit?.timeZoneLabel)]
  return renderOgImage({eyebrow: when.filter(Boolean).join(' · '), title: summit?.title ?? 'Innovation Summit', footer: summit?.organizer})
}
