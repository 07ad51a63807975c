/**
 * The Pilots list, page `pageNumber` of it (/pilots is page 1, /pilots/page/{n} the others): the
 * header, this page's pilot cards, the numbered pages when there are several, and Learn More. The
 * heading names the page when there are several ("Our Pilots — page 2 of 3"); the intro is page 1's.
 */
import {pageCount} from '@site/layout'
import {Pagination, PageRelLinks} from '../pagination/Pagination'
import {pagedHeading, type PaginationWords} from '../pagination/words'
import {Container} from '../ui/Container'
import {PilotCard} from './PilotCard'
import {PilotsLearnMore} from './PilotsLearnMore'
import type {PilotsPageData} from './types'

export function PilotsListing({
  page,
  pageNumber,
  words,
  siteUrl,
}: {
  page: PilotsPageData
  pageNumber: number
  words: PaginationWords
  siteUrl: string
}) {
  const pages = pageCount(page.pilotCount)
  const title = page.heading ?? ''
  return (
    <>
      <PageRelLinks list="pilots" page={pageNumber} pages={pages} siteUrl={siteUrl} />
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="fade-in py-14 sm:py-20">
          {page.eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{page.eyebrow}</p> : null}
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{pagedHeading(words, title, pageNumber, pages)}</h1>
          {page.intro && pageNumber === 1 ? (
            <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted sm:text-xl">{page.intro}</p>
          ) : null}
        </Container>
      </header>

      {page.pilots.length ? (
        <Container className="pb-16 sm:pb-20">
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {page.pilots.map((pilot, index) => (
              <PilotCard key={pilot._id} pilot={pilot} index={index} imagePriority={index === 0} />
            ))}
          </div>
          <Pagination list="pilots" page={pageNumber} pages={pages} title={title} words={words} />
        </Container>
      ) : null}

      {page.learnMore ? <PilotsLearnMore learnMore={page.learnMore} /> : null}
    </>
  )
}
