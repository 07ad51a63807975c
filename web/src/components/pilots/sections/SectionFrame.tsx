/**
 * The frame every case-study section shares: an h2 heading with an anchor id, and a fade-in that
 * staggers sections from 0.1 s to 0.6 s (SPEC §9).
 */
import type {CSSProperties, ReactNode} from 'react'

export function SectionFrame({id, heading, index, children}: {id: string; heading: string | null; index: number; children: ReactNode}) {
  const delay = Math.min(0.1 + index * 0.1, 0.6).toFixed(1)
  return (
    <section
      id={id}
      aria-labelledby={heading ? `${id}-title` : undefined}
      className="fade-in scroll-mt-24"
      style={{'--delay': `${delay}s`} as CSSProperties}
    >
      {heading ? (
        <h2 id={`${id}-title`} className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          <span aria-hidden="true" className="h-7 w-1.5 shrink-0 rounded-full bg-accent-500" />
          {heading}
        </h2>
      ) : null}
      <div className={heading ? 'mt-5' : ''}>{children}</div>
    </section>
  )
}
