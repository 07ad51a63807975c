/**
 * /beacon/{slug}: a Beacon (finalist) page (SPEC §2). The common frame: badge (and winner mark) and
 * title; About This Innovation; Presenter Information; Video Pitch (when the page has a video);
 * Evidence and Achievements; Current Stage; Transformative Potential; Share This Innovation; and
 * "← Back to Get Inspired". The page-specific sections editors added show after About or after
 * Current Stage. Every page is prerendered; an earlier slug redirects (308); an unknown slug is the 404 page.
 */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {RichText} from '@/components/RichText'
import {BackToGetInspiredLink} from '@/components/inspire/BackToGetInspiredLink'
import {DetailHero} from '@/components/inspire/DetailHero'
import {BeaconSection} from '@/components/inspire/BeaconSection'
import {BeaconSections} from '@/components/inspire/BeaconSections'
import {PresenterList} from '@/components/inspire/PresenterList'
import {WinnerBadge} from '@/components/inspire/WinnerBadge'
import {ShareButtons} from '@/components/share/ShareButtons'
import {Badge} from '@/components/ui/Badge'
import {Container} from '@/components/ui/Container'
import {VideoEmbed} from '@/components/video/VideoEmbed'
import {siteUrl} from '@/sanity/env'
import {requireCurrentSlug} from '@/sanity/addresses'
import {loadBeacon, loadBeaconSlugs} from '@/sanity/loaders'
import {pageMetadata} from '@/seo/metadata'
import {sluggedPath} from '@site/routes'

type Props = {params: Promise<{slug: string}>}

// Known slugs are prerendered; a slug published later renders on its first request, then is cached.
export const dynamicParams = true

export async function generateStaticParams() {
  const pages = await loadBeaconSlugs()
  return pages.map(({slug}) => ({slug}))
}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const {slug} = await params
  await requireCurrentSlug('finalist', slug)
  const page = await loadBeacon(slug)
  if (!page?.finalist) return {}
  return pageMetadata({
    title: page.finalist.title,
    description: page.finalist.description,
    path: sluggedPath('finalist', page.finalist.slug),
    type: 'article',
  })
}

export default async function BeaconPage({params}: Props) {
  const {slug} = await params
  await requireCurrentSlug('finalist', slug)
  const page = await loadBeacon(slug)
  if (!page?.finalist) notFound()
  const {finalist} = page
  const pageUrl = `${siteUrl}/beacon/${finalist.slug}`

  // Fade-in order of the sections down the page (0.1 s apart, capped at 0.6 s by BeaconSection).
  let order = 0
  const next = () => order++

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
            {page.about?.body?.length ? (
              <BeaconSection id="about" heading={page.about.heading || 'About This Innovation'} index={next()}>
                <RichText value={page.about.body} className="text-lg" />
              </BeaconSection>
            ) : null}

            <BeaconSections sections={page.sectionsAfterAbout} startIndex={next()} />

            {finalist.presenters.length ? (
              <BeaconSection id="presenters" heading="Presenter Information" index={next()}>
                <PresenterList presenters={finalist.presenters} />
              </BeaconSection>
            ) : null}

            {page.videoUrl ? (
              <BeaconSection id="video-pitch" heading="Video Pitch" index={next()}>
                <VideoEmbed url={page.videoUrl} title={`${finalist.title}: video pitch`} />
              </BeaconSection>
            ) : null}

            {page.evidence?.body?.length ? (
              <BeaconSection id="evidence" heading={page.evidence.heading || 'Evidence and Achievements'} index={next()}>
                <RichText value={page.evidence.body} />
              </BeaconSection>
            ) : null}

            {page.currentStage?.label ? (
              <BeaconSection id="current-stage" heading={page.currentStage.heading || 'Current Stage'} index={next()}>
                <p className="inline-flex items-center gap-2 rounded-full bg-brand-900 px-4 py-2 text-sm font-semibold text-white">
                  <span aria-hidden="true" className="size-2 rounded-full bg-accent-500" />
                  <span className="sr-only">Stage: </span>
                  {page.currentStage.label}
                </p>
                <RichText value={page.currentStage.body} className="mt-5" />
              </BeaconSection>
            ) : null}

            <BeaconSections sections={page.sectionsAfterStage} startIndex={next()} />

            {page.potential?.body?.length ? (
              <BeaconSection id="potential" heading={page.potential.heading || 'Transformative Potential'} index={next()}>
                <RichText value={page.potential.body} />
              </BeaconSection>
            ) : null}
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

      <footer className="border-t border-line bg-surface">
        <Container className="py-8 sm:py-10">
          <BackToGetInspiredLink />
        </Container>
      </footer>
    </article>
  )
}
