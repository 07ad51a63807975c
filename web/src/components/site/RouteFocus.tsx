'use client'
/**
 * After a page opened inside the site (a client-side navigation, or Back and Forward), focus goes to
 * the new page's main heading, as after a full page load a screen reader starts at the top: without
 * it focus stayed on the body and only the title was announced. The first load is left alone, and so
 * are moves within a page (the skip link, #anchors): only a new path moves focus. The heading gets
 * tabindex="-1" so it can take focus without joining the tab order; focus does not scroll, so Back
 * keeps its scroll position. Draws nothing.
 */
import {usePathname} from 'next/navigation'
import {useEffect, useRef} from 'react'

export function RouteFocus() {
  const pathname = usePathname()
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main')
    if (!target) return
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({preventScroll: true})
  }, [pathname])

  return null
}
