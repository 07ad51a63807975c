'use client'
/**
 * After a page opened inside the site (a client-side navigation, Back, Forward), focus goes to its main heading
 * as a full load would put a screen reader at the top; the first load and moves within a page are left alone.
 * The heading gets tabindex="-1" and focus does not scroll. Draws nothing; the root layout mounts it.
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
