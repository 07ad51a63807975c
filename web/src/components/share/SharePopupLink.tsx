'use client'
/**
 * A social share link, the one client leaf of "Share This Innovation": a new-tab link without JavaScript, a
 * 600×400 share popup with it (the link again if the popup is blocked); screen readers are told which.
 */
import type {MouseEvent, ReactNode} from 'react'
import {useHydrated} from '@/components/ui/useHydrated'
import {popupFeatures} from './shareLinks'

function openPopup(event: MouseEvent<HTMLAnchorElement>) {
  const {screenX, screenY, outerWidth, outerHeight} = window
  const popup = window.open(
    event.currentTarget.href,
    'share',
    popupFeatures({left: screenX, top: screenY, width: outerWidth, height: outerHeight}),
  )
  if (!popup) return // blocked: let the link open in a new tab
  event.preventDefault()
  try {
    popup.opener = null
  } catch {
    // a window that refuses the change needs no opener anyway
  }
}

export function SharePopupLink({href, className, children}: {href: string; className: string; children: ReactNode}) {
  const hydrated = useHydrated()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={openPopup} className={className}>
      {children}
      <span className="sr-only">{hydrated ? ' (opens in a pop-up window)' : ' (opens in a new tab)'}</span>
    </a>
  )
}
