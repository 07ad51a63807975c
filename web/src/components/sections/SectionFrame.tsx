/**
 * The frame every content section of a pilot, Beacon or article page shares: an h2 heading (when
 * there is one) that names the section (by heading, not as a landmark region), an anchor id, and the page's
 * fade-in stagger (its delay is placeSections'). `marker` adds the accent bar the case studies use before their headings.
 */
import type {ReactNode} from 'react'
import {fadeInDelay} from '@/components/motion/fadeIn'

export function SectionFrame({
  id,
  heading,
  delay,
  marker = false,
  children,
}: {
  id: string
  heading: string | null
  delay?: number
  marker?: boolean
  children: ReactNode
}) {
  return (
    <section id={id} className="fade-in scroll-mt-24" style={delay === undefined ? undefined : fadeInDelay(delay)}>
      {heading ? (
        marker ? (
          <h2 id={`${id}-title`} className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            <span aria-hidden="true" className="h-7 w-1.5 shrink-0 rounded-full bg-accent-500" />
            {heading}
          </h2>
        ) : (
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-[1.75rem]">
            {heading}
          </h2>
        )
      ) : null}
      <div className={heading ? 'mt-5' : ''}>{children}</div>
    </section>
  )
}
