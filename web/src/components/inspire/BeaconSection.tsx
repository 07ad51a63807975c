/**
 * One section of a Beacon or article page: an h2 (with an anchor id) and its content. `index`
 * staggers the fade-in (0.1 s per section, at most 0.6 s, SPEC §9).
 */
import type {CSSProperties, ReactNode} from 'react'

export function BeaconSection({
  id,
  heading,
  index,
  children,
  className = '',
}: {
  id: string
  heading: string
  index?: number
  children: ReactNode
  className?: string
}) {
  const style = index !== undefined ? ({'--delay': `${Math.min(0.1 * (index + 1), 0.6).toFixed(1)}s`} as CSSProperties) : undefined
  return (
    <section id={id} aria-labelledby={`${id}-title`} style={style} className={`scroll-mt-24 ${index !== undefined ? 'fade-in' : ''} ${className}`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-[1.75rem]">
        {heading}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  )
}

/** An anchor id from a heading ("Next Steps" → "next-steps"). */
export function anchorId(heading: string, fallback: string) {
  return (
    heading
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || fallback
  )
}
