/**
 * An outbound text link: new tab, rel="noopener noreferrer", announced as opening a new tab. An address
 * that may not be a link (security/linkAddress.ts) leaves the words as text.
 */
import type {ReactNode} from 'react'
import {NewTabHint} from './NewTabHint'
import {OutsideAnchor} from './OutsideAnchor'

export function ExternalLink({href, children, className = ''}: {href: string | null | undefined; children: ReactNode; className?: string}) {
  return (
    <OutsideAnchor
      href={href}
      fallback={children}
      className={className || 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'}
    >
      {children}
      <NewTabHint />
    </OutsideAnchor>
  )
}
