/** The share image of /innovation-summit-geneve: the Annual Event's date, format and title (drawn at build time). */
import {formatEventDate} from '@/components/events/eventDates'
import {loadGenevaSummitPage} from '@/sanity/loaders'
import {ogContentType, ogSize, renderOgImage} from '@/seo/ogImage'

export const size = ogSize
export const contentType = ogContentType
export const alt = 'Annual Event in Geneva'

export default async function Image() {
  const event = await loadGenevaSummitPage()
  const when = [formatEventDate(event?.date), event?.format]
  return renderOgImage({eyebrow: when.filter(Boolean).join(' · '), title: event?.title ?? 'Annual Event', footer: event?.organizer})
}
