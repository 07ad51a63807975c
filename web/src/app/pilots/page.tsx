/**
 * /pilots: the Pilots list (docs/product.md#pilots-list). Six pilot cards in the order editors set on the Pilots page,
 * each linking to its case study, then the Learn More section.
 */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {PilotCard} from '@/components/pilots/PilotCard'
import {PilotsLearnMore} from '@/components/pilots/PilotsLearnMore'
import {Container} from '@/components/ui/Container'
import {pageMetadata} from '@/seo/metadata'
import {loadPilotsPage} from '@/sanity/loaders'
import {PAGE_PATHS} from '@site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await loadPilotsPage()
  return pageMetadata({title: page?.heading, description: page?.intro, path: PAGE_PATHS.pilotsPage})
}

export default async function PilotsRoute() {
  const page = await loadPilotsPage()
  if (!page) notFound()

  return (
    <>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="fade-in py-14 sm:py-20">
          {page.eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{page.eyebrow}</p> : null}
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{page.heading}</h1>
          {page.intro ? <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted sm:text-xl">{page.intro}</p> : null}
        </Container>
      </header>

      {page.pilots.length ? (
        <Container className="pb-16 sm:pb-20">
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {page.pilots.map((pilot, index) => (
              <PilotCard key={pilot._id} pilot={pilot} index={index} imagePriority={index === 0} />
            ))}
          </div>
        </Container>
      ) : null}

      {page.learnMore ? <PilotsLearnMore learnMore={page.learnMore} /> : null}
    </>
  )
}
