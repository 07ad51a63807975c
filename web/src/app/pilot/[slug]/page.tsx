/**
 * /pilot/{slug}: a pilot case study (docs/product.md#pilot-case-studies). The PILOT label, title, sponsor line and a Get Involved
 * button; a summary box; the sections editors composed, each drawn by its own component; the sponsor
 * credit and a way back to all pilots. Pilots known at build time are prerendered, later ones render on their first request; an earlier slug redirects (308); an unknown slug is the 404 page.
 */
import type {Metadata} from 'next'
import type {CSSProperties} from 'react'
import {notFound} from 'next/navigation'
import {ArrowRight} from '@/components/lucide'
import {BackToPilotsLink} from '@/components/pilots/BackToPilotsLink'
import {PilotAtAGlance} from '@/components/pilots/PilotAtAGlance'
import {PilotSections} from '@/components/pilots/PilotSections'
import {SponsorCredit, SponsorLine} from '@/components/pilots/Sponsor'
import {SanityImage} from '@/components/SanityImage'
import {Badge} from '@/components/ui/Badge'
import {ButtonLink} from '@/components/ui/ButtonLink'
import {Container} from '@/components/ui/Container'
import {pageMetadata} from '@/seo/metadata'
import {requireCurrentSlug} from '@/sanity/addresses'
import {loadPilot, loadPilotSlugs} from '@/sanity/loaders'
import {PAGE_PATHS, sluggedPath} from '@site/routes'

// Known slugs are prerendered; a slug published later renders on its first request, then is cached.
export const dynamicParams = true

export async function generateStaticParams() {
  const pilots = await loadPilotSlugs()
  return pilots.map(({slug}) => ({slug}))
}

export async function generateMetadata({params}: PageProps<'/pilot/[slug]'>): Promise<Metadata> {
  const {slug} = await params
  await requireCurrentSlug('pilot', slug)
  const pilot = await loadPilot(slug)
  if (!pilot) return {}
  return pageMetadata({title: pilot.title, description: pilot.description, path: sluggedPath('pilot', pilot.slug), type: 'article'})
}

export default async function PilotRoute({params}: PageProps<'/pilot/[slug]'>) {
  const {slug} = await params
  await requireCurrentSlug('pilot', slug)
  const pilot = await loadPilot(slug)
  if (!pilot) notFound()

  return (
    <article>
      <header className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="pt-6 pb-12 sm:pb-16">
          <BackToPilotsLink>Back to Pilots</BackToPilotsLink>
          <div className="mt-6 grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
            <div className="fade-in">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="dark">PILOT</Badge>
                {pilot.category ? <Badge tone="accent">{pilot.category}</Badge> : null}
              </div>
              <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{pilot.title}</h1>
              {pilot.description ? (
                <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted sm:text-xl">{pilot.description}</p>
              ) : null}
              {pilot.sponsor ? (
                <div className="mt-4">
                  <SponsorLine sponsor={pilot.sponsor} />
                </div>
              ) : null}
              <div className="mt-8">
                <ButtonLink href={PAGE_PATHS.summitPage}>
                  Get Involved
                  <ArrowRight className="size-4" aria-hidden="true" />
                </ButtonLink>
              </div>
            </div>
            {pilot.image?.url ? (
              <div
                className="fade-in hidden overflow-hidden rounded-card shadow-sm ring-1 ring-line sm:block"
                style={{'--delay': '0.1s'} as CSSProperties}
              >
                <SanityImage
                  image={pilot.image}
                  shownWidth={416}
                  aspectRatio={16 / 9}
                  sizes="(min-width: 1024px) 416px, 100vw"
                  priorityMedia="(min-width: 640px)"
                  className="aspect-video w-full object-cover"
                />
              </div>
            ) : null}
          </div>
        </Container>
      </header>

      <Container className="py-12 sm:py-16">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_19rem] lg:gap-16">
          <aside className="lg:order-last">
            <div className="lg:sticky lg:top-24">
              <PilotAtAGlance pilot={pilot} />
            </div>
          </aside>
          <PilotSections sections={pilot.sections} />
        </div>
      </Container>

      <footer className="border-t border-line bg-surface">
        <Container className="space-y-8 py-10 sm:py-12">
          {pilot.sponsor ? <SponsorCredit sponsor={pilot.sponsor} /> : null}
          <div className={pilot.sponsor ? 'border-t border-line pt-6' : ''}>
            <BackToPilotsLink>Back to All Pilots</BackToPilotsLink>
          </div>
        </Container>
      </footer>
    </article>
  )
}
