/**
 * A Beacon (finalist) page as app/beacon/[slug] draws it. The common frame: badge (and winner mark)
 * and title; About This Innovation; Presenter Information; Video Pitch (when the page has a video);
 * Evidence and Achievements; Current Stage; Transformative Potential; Share This Innovation; and
 * "← Back to Get Inspired". The page-specific sections editors added show after About or after
 * Current Stage, the editors' more sections after the frame.
 */
import {Prose} from '@/components/Prose'
import {BackToGetInspiredFooter} from '@/components/inspire/BackToGetInspiredFooter'
import {DetailHero} from '@/components/ui/DetailHero'
import {SECTION_KINDS} from '@/components/builder/sections/registry'
import {BEACON_SECTION_KINDS} from '@/components/inspire/beaconSectionKinds'
import {OWN_SECTION_KINDS, type OwnSection} from '@/components/sections/ownSections'
import {placeSections, Sections} from '@/components/sections/placeSections'
import type {MoreSectionsData} from '@/components/sections/moreSectionsData'
import {PresenterList} from '@/components/inspire/PresenterList'
import {WinnerBadge} from '@/components/inspire/WinnerBadge'
import {ShareButtons} from '@/components/share/ShareButtons'
import {Badge} from '@/components/ui/Badge'
import {Container} from '@/components/ui/Container'
import type {BeaconPageData, BeaconSectionData} from '@/components/inspire/types'
import {VideoEmbed} from '@/components/video/VideoEmbed'
import {siteUrl} from '@/seo/siteUrl'
import {sluggedPath} from '@site/routes'

export function BeaconBody({page, more}: {page: BeaconPageData; more: MoreSectionsData}) {
  const {finalist} = page
  const pageUrl = `${siteUrl}${sluggedPath('finalist', finalist.slug)}`

  // The common frame with the editors' own sections after About and after Current Stage; the list
  // gives every section its anchor id and its place in the fade-in stagger.
  const sections: (OwnSection | BeaconSectionData)[] = [
    {
      _key: 'about',
      _type: 'frame',
      anchor: 'about',
      heading: page.about?.heading || 'About This Innovation',
      content: page.about?.body?.length ? <Prose value={page.about.body} className="text-lg" /> : null,
    },
    ...page.sectionsAfterAbout,
    {
      _key: 'presenters',
      _type: 'frame',
      anchor: 'presenters',
      heading: 'Presenter Information',
      content: finalist.presenters.length ? <PresenterList presenters={finalist.presenters} /> : null,
    },
    {
      _key: 'video-pitch',
      _type: 'frame',
      anchor: 'video-pitch',
      heading: 'Video Pitch',
      content: page.videoUrl ? <VideoEmbed url={page.videoUrl} title={`${finalist.title}: video pitch`} /> : null,
    },
    {
      _key: 'evidence',
      _type: 'frame',
      anchor: 'evidence',
      heading: page.evidence?.heading || 'Evidence and Achievements',
      content: page.evidence?.body?.length ? <Prose value={page.evidence.body} /> : null,
    },
    {
      _key: 'current-stage',
      _type: 'frame',
      anchor: 'current-stage',
      heading: page.currentStage?.heading || 'Current Stage',
      content: page.currentStage?.label ? (
        <>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-900 px-4 py-2 text-sm font-semibold text-white">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-500" />
            <span className="sr-only">Stage: </span>
            {page.currentStage.label}
          </p>
          <Prose value={page.currentStage.body} className="mt-5" />
        </>
      ) : null,
    },
    ...page.sectionsAfterStage,
    {
      _key: 'potential',
      _type: 'frame',
      anchor: 'potential',
      heading: page.potential?.heading || 'Transformative Potential',
      content: page.potential?.body?.length ? <Prose value={page.potential.body} /> : null,
    },
  ]

  // The page's sections, then the editors' more sections (the builder's kinds), one stagger and one set of anchors.
  const placed = placeSections(sections, {...OWN_SECTION_KINDS, ...BEACON_SECTION_KINDS})

  return (
    <article>
      <DetailHero
        labels={
          <>
            {page.badge ? <Badge tone="dark">{page.badge}</Badge> : null}
            {finalist.isWinner ? <WinnerBadge /> : null}
          </>
        }
        title={finalist.title}
        lead={finalist.description}
        image={finalist.image}
        decorativeImage
      />

      <Container className="py-12 sm:py-16">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-16">
          <div className="min-w-0 space-y-14">
            <Sections placed={placed} />
          </div>

          <aside aria-labelledby="share-title">
            <div className="rounded-card border border-line bg-surface p-6 lg:sticky lg:top-24">
              <h2 id="share-title" className="text-lg font-bold tracking-tight text-brand-900">
                Share This Innovation
              </h2>
              <p className="mt-1 text-sm text-muted">Know someone who should see this? Pass it on.</p>
              <div className="mt-4">
                <ShareButtons title={finalist.title} url={pageUrl} isWinner={finalist.isWinner} />
              </div>
            </div>
          </aside>
        </div>
      </Container>

      <Sections placed={placeSections(more.sections, SECTION_KINDS, {after: placed})} attributes={more.attributes} />

      <BackToGetInspiredFooter />
    </article>
  )
}
