/** Outbound resources (deep-dive recordings, PDF reports, videos) as tiles that open in a new tab. */
import {ArrowUpRight, CirclePlay, FileText} from '@/components/lucide'
import {OutsideAnchor} from '@/components/ui/OutsideAnchor'
import {NewTabHint} from '@/components/ui/NewTabHint'
import type {SectionOf} from '../types'

/** Which picture suits a resource address: a report for PDFs, a play button for videos and recordings. */
function resourceKind(url: string): 'pdf' | 'video' | 'link' {
  if (/\.pdf($|[?#])/i.test(url)) return 'pdf'
  if (/(youtube\.com|youtu\.be|vimeo\.com|video|recording)/i.test(url)) return 'video'
  return 'link'
}

const ICONS = {pdf: FileText, video: CirclePlay, link: ArrowUpRight}

export function ResourcesSection({section}: {section: SectionOf<'pilotResourcesSection'>}) {
  if (!section.links.length) return null
  return (
    <>
      {section.intro ? <p className="mb-5 max-w-prose text-lg text-muted">{section.intro}</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {section.links.map((link) => {
          const KindIcon = ICONS[resourceKind(link.url)]
          return (
            <li key={link._key}>
              <OutsideAnchor
                href={link.url}
                className="group flex min-h-16 items-center gap-4 rounded-card border border-line bg-white p-4 font-semibold text-brand-700 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
                  <KindIcon className="size-5" aria-hidden="true" />
                </span>
                <span className="flex-1">{link.label}</span>
                <ArrowUpRight
                  className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                  aria-hidden="true"
                />
                <NewTabHint />
              </OutsideAnchor>
            </li>
          )
        })}
      </ul>
    </>
  )
}
