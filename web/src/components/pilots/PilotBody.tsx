/**
 * A pilot page as app/pilot/[slug] draws it: the PILOT label, title, sponsor line and a Get
 * Involved button; a summary box; the sections editors composed, each drawn by its own component;
 * the editors' more sections; the sponsor credit and a way back to all pilots.
 */
import {ArrowRight} from '@/components/lucide'
import {PilotAtAGlance} from '@/components/pilots/PilotAtAGlance'
import {SECTION_KINDS} from '@/components/builder/sections/registry'
import {PILOT_SECTION_KINDS} from '@/components/pilots/pilotSectionKinds'
import {placeSections, Sections} from '@/components/sections/placeSections'
import type {MoreSectionsData} from '@/components/sections/moreSectionsData'
import {SponsorCredit, SponsorLine} from '@/components/pilots/Sponsor'
import type {PilotPageData} from '@/components/pilots/types'
import {BackLink} from '@/components/ui/BackLink'
import {Badge} from '@/components/ui/Badge'
import {ButtonLink} from '@/components/ui/ButtonLink'
import {Container} from '@/components/ui/Container'
import {DetailHero} from '@/components/ui/DetailHero'
import {PAGE_PATHS} from '@site/routes'

export function PilotBody({pilot, more}: {pilot: PilotPageData; more: MoreSectionsData}) {
  // The pilot's own sections, then the editors' more sections (the builder's kinds), one stagger and one set of anchors.
  const pilotSections = placeSections(pilot.sections, PILOT_SECTION_KINDS)

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
            <Sections placed={pilotSections} />
          </div>
        </div>
      </Container>

      <Sections placed={placeSections(more.sections, SECTION_KINDS, {after: pilotSections})} attributes={more.attributes} />

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
