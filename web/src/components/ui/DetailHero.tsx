/**
 * The heading block of a detail page (pilot page, article, Beacon page): labels, the h1, a lead
 * paragraph, anything the page adds below it and, from the small breakpoint up, the page's picture
 * beside them (prioritised: it is part of the first paint).
 */
import type {CSSProperties, ReactNode} from 'react'
import {SanityImage} from '@/components/SanityImage'
import {Container} from '@/components/ui/Container'
import type {ImageData} from '@/sanity/image'

export function DetailHero({
  before,
  labels,
  title,
  lead,
  image,
  decorativeImage = false,
  children,
}: {
  /** Shown above the heading block, e.g. a back link. */
  before?: ReactNode
  labels: ReactNode
  title: string
  lead?: string | null
  image?: ImageData | null
  decorativeImage?: boolean
  /** Shown below the lead, e.g. a sponsor line and a call to action. */
  children?: ReactNode
}) {
  return (
    <header className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <Container className={before ? 'pt-6 pb-12 sm:pb-16' : 'py-10 sm:py-14'}>
        {before}
        <div className={`grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] ${before ? 'mt-6' : ''}`}>
          <div className="fade-in max-w-3xl">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">{labels}</div>
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{title}</h1>
            {lead ? <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted sm:text-xl">{lead}</p> : null}
            {children}
          </div>
          {image?.url ? (
            <div
              className="fade-in hidden overflow-hidden rounded-card shadow-sm ring-1 ring-line sm:block"
              style={{'--delay': '0.1s'} as CSSProperties}
            >
              <SanityImage
                image={image}
                shownWidth={416}
                aspectRatio={16 / 9}
                sizes="(min-width: 1024px) 416px, 100vw"
                priorityMedia="(min-width: 640px)"
                decorative={decorativeImage}
                className="aspect-video w-full object-cover"
              />
            </div>
          ) : null}
        </div>
      </Container>
    </header>
  )
}
