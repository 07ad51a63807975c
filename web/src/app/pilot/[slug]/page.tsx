/**
 * /pilot/{slug}: a pilot case study (docs/product.md#pilot-case-studies). The PILOT label, title, sponsor line and a Get Involved
 * button; a summary box; the sections editors composed, each drawn by its own component; the sponsor
 * credit and a way back to all pilots. Pilots known at build time are prerendered, later ones render on their first request; an earlier slug redirects (308); an unknown slug is the 404 page.
 */
import type {Metadata} from 'next'
import {moreSectionsOf} from '@/app/_shared/moreSections'
import {notFound} from 'next/navigation'
import {ArrowRight} from '@/components/lucide'
import {PilotAtAGlance} from '@/components/pilots/PilotAtAGlance'
import {SECTION_KINDS} from '@/components/builder/sections/registry'
import {PILOT_SECTION_KINDS} from '@/components/pilots/pilotSectionKinds'
import {placeSections, Sections} from '@/components/sections/placeSections'
import {SponsorCredit, SponsorLine} from '@/components/pilots/Sponsor'
import {BackLink} from '@/components/ui/BackLink'
import {Badge} from '@/components/ui/Badge'
import {ButtonLink} from '@/components/ui/ButtonLink'
import {Container} from '@/components/ui/Container'
import {DetailHero} from '@/components/ui/DetailHero'
import {pageMetadata} from '@/seo/metadata'
import {publishedAddresses, requireCurrentSlug} from '@/sanity/addresses'
import {loadPilot} from '@/sanity/loaders'
import {PAGE_PATHS, sluggedPath} from '@site/routes'

// Known slugs are prerendered; a slug published later renders on its first request, then is cached.
export const dynamicParams = true

export async function generateStaticParams() {
  const pilots = await publishedAddresses('pilot')
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

  // The case study's sections, then the editors' more sections (the builder's kinds), one stagger and one set of anchors.
  const caseStudy = placeSections(pilot.sections, PILOT_SECTION_KINDS)
  const more = await moreSectionsOf('pilot', pilot, pilot.slug)

  return (
    <article>
      <DetailHero
        before={<BackLink href={PAGE_PATHS.pilotsPage}>Back to Pilots</BackLink>}
        labels={
          <>
            <Badge tone="dark">PILOT</Badge>
            {pilot.category ? <Badge tone="accent">{pilot.category}</Badge> : null}
          </>
        }
        title={pilot.title}
        lead={pilot.description}
        image={pilot.image}
      >
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
      </DetailHero>

      <Container className="py-12 sm:py-16">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_19rem] lg:gap-16">
          <aside className="lg:order-last">
            <div className="lg:sticky lg:top-24">
              <PilotAtAGlance pilot={pilot} />
            </div>
          </aside>
          <div className="space-y-14 sm:space-y-16">
            <Sections placed={caseStudy} />
          </div>
        </div>
      </Container>

      <Sections placed={placeSections(more.sections, SECTION_KINDS, {after: caseStudy})} attributes={more.attributes} />

      <footer className="border-t border-line bg-surface">
        <Container className="space-y-8 py-10 sm:py-12">
          {pilot.sponsor ? <SponsorCredit sponsor={pilot.sponsor} /> : null}
          <div className={pilot.sponsor ? 'border-t border-line pt-6' : ''}>
            <BackLink href={PAGE_PATHS.pilotsPage}>Back to All Pilots</BackLink>
          </div>
        </Container>
      </footer>
    </article>
  )
}
