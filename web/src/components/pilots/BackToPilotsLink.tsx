/** The link back to the Pilots list, at the top ("Back to Pilots") and bottom ("Back to All Pilots") of a case study. */
import {SiteLink} from '@/components/ui/SiteLink'
import {ArrowLeft} from '@/components/lucide'
import type {ReactNode} from 'react'
import {PAGE_PATHS} from '@site/routes'

export function BackToPilotsLink({children}: {children: ReactNode}) {
  return (
    <SiteLink
      href={PAGE_PATHS.pilotsPage}
      className="group inline-flex min-h-11 items-center gap-2 rounded-full text-sm font-semibold text-brand-700 hover:text-brand-900"
    >
      <ArrowLeft className="size-4 transition-transform group-hover:-translate-x-0.5" aria-hidden="true" />
      {children}
    </SiteLink>
  )
}
