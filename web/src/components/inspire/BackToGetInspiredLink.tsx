/** "← Back to Get Inspired": the way back to the Innovation Library from a Beacon or article page. */
import {SiteLink} from '@/components/ui/SiteLink'
import {PAGE_PATHS} from '@site/routes'

export function BackToGetInspiredLink({className = ''}: {className?: string}) {
  return (
    <SiteLink
      href={PAGE_PATHS.getInspiredPage}
      className={`group inline-flex min-h-11 items-center gap-2 rounded-full text-sm font-semibold text-brand-700 hover:text-brand-900 ${className}`}
    >
      <span className="transition-transform group-hover:-translate-x-0.5">←</span> Back to Get Inspired
    </SiteLink>
  )
}
