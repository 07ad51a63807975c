'use client'
/**
 * The site's internal link: next/link, prefetching on intent (pointer over it, keyboard focus, touch)
 * instead of as soon as it scrolls into view. On a phone's first visit, viewport prefetching fetched
 * other routes' payloads (and their high-priority images) while the page's own largest paint was
 * still loading; a route a visitor is about to open is still ready by the time they click.
 */
import NextLink from 'next/link'
import {useState, type ComponentProps} from 'react'

export function SiteLink({onMouseEnter, onFocus, onTouchStart, ...props}: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  const [intent, setIntent] = useState(false)
  return (
    <NextLink
      {...props}
      // null is next/link's default prefetch, restored once the visitor shows intent.
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
    />
  )
}
