'use client'
/**
 * The site's stylesheet, inside the HTML: the first paint waits for no stylesheet request. During
 * server rendering it inserts the stylesheet's text (scripts/build-css.mjs) into the document's <head>
 * once per HTML response through useServerInsertedHTML, which writes into the HTML stream outside the
 * RSC payload, so client-side navigations carry no copy. In the browser `#site-css` resolves to an
 * empty module (package.json "imports", condition "browser"): the text never enters the client bundle.
 */
import {useServerInsertedHTML} from 'next/navigation'
import {useRef} from 'react'
import {siteCss} from '#site-css'

export function SiteStylesheet() {
  const inserted = useRef(false)
  useServerInsertedHTML(() => {
    // The callback runs at every flush of the stream; the stylesheet belongs to the first one only.
    if (inserted.current) return null
    inserted.current = true
    return <style data-site-css="" dangerouslySetInnerHTML={{__html: siteCss}} />
  })
  return null
}
