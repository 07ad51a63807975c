'use client'
/**
 * The site's stylesheet inside the HTML (a framework workaround: docs/architecture.md, Framework workarounds):
 * on the server its text (scripts/build-css.mjs) goes into <head> once per HTML answer through
 * useServerInsertedHTML, outside the RSC payload; in the browser `#site-css` resolves to an empty module.
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
