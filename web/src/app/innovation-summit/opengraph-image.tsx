/** The share image of /innovation-summit: the summit's date, time and title on the brand colours (drawn at build time). */
import {formatEventDate, formatTimeRange, zoneAbbreviation} from '@/components/events/eventDates'
import {loadSummitPage} from '@/sanity/loaders'
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Innovation Summit'

export default async function Image() {
  const summit = await loadSummitPage()
  const zone = zoneAbbreviation(summit?.date, summit?.startTime, summit?.timeZone, summit?.timeZoneLabel)
  const when = [formatEventDate(summit?.date), formatTimeRange(summit?.startTime, summit?.endTime, zone)]
  return renderOgImage({eyebrow: when.filter(Boolean).join(' · '), title: summit?.title ?? 'Innovation Summit', footer: summit?.organizer})
}
