/** An outbound text link: new tab, rel="noopener noreferrer", announced as opening a new tab. */
import type {ReactNode} from 'react'
import {NewTabHint} from './NewTabHint'

export function ExternalLink({href, children, className = ''}: {href: string; children: ReactNode; className?: string}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className || 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'}
    >
      {children}
      <NewTabHint />
    </a>
  )
}
