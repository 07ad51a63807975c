/**
 * "← Back to …": the way from a detail page back to its list (a pilot page to Pilots, a Beacon or
 * article page to Get Inspired), at the top of the page and again at its end. The arrow is drawn and
 * hidden from screen readers, which read the words alone.
 */
import type {ReactNode} from 'react'
import {ArrowLeft} from '@/components/lucide'
import {SiteLink} from './SiteLink'

export function BackLink({href, children}: {href: string; children: ReactNode}) {
  return (
    <SiteLink
      href={href}
      className="group inline-flex min-h-11 items-center gap-2 rounded-full text-sm font-semibold text-brand-700 hover:text-brand-900"
    >
      <ArrowLeft className="size-4 transition-transform group-hover:-translate-x-0.5" aria-hidden="true" />
      {children}
    </SiteLink>
  )
}
