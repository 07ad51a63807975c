/** Renders structured data as <script type="application/ld+json"> inside the prerendered HTML. */
import {serializeJsonLd, type EventJsonLd} from './eventJsonLd'

export function JsonLd({data}: {data: EventJsonLd}) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{__html: serializeJsonLd(data)}} />
}
