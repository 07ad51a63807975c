/**
 * The Innovation Library as app/get-inspired draws it: the six Beacons finalists of the 2025 showcase
 * (winner marked; thumbnail opens the video, title opens the Beacon page), the featured article, the
 * other articles, and a call to join the Innovation Summit, then the editors' more sections. Past one
 * page of finalists or articles, each list links to its numbered pages.
 */
import {ArrowRight} from '@/components/lucide'
import {ArticleCard} from '@/components/inspire/ArticleCard'
import {ArticleGrid} from '@/components/inspire/ArticleGrid'
import {FinalistGrid} from '@/components/inspire/FinalistGrid'
import type {GetInspiredPageData} from '@/components/inspire/types'
import type {PaginationWords} from '@/components/pagination/words'
import {ButtonLink} from '@/components/ui/ButtonLink'
import {SINGLE_PAGE_KINDS, type SinglePageSection} from '@/components/sections/singlePageKinds'
import {placeSections, Sections} from '@/components/sections/placeSections'
import type {MoreSectionsData} from '@/components/sections/moreSectionsData'
import {PAGE_PATHS} from '@site/routes'

/** `words`: the numbered pages' words from Site settings. */
export function GetInspiredBody({page, words, more}: {page: GetInspiredPageData; words: PaginationWords | null; more: MoreSectionsData}) {
  const {finalists, featuredArticle, articles, summitCta} = page

  const sections: SinglePageSection[] = [
    {_key: 'header', _type: 'header', title: page.heading, intro: page.intro},
    {
      _key: 'showcase',
      _type: 'band',
      anchor: 'showcase',
      title: page.showcaseHeading,
      intro: page.showcaseIntro,
      content: finalists.length ? (
        <FinalistGrid finalists={finalists} count={page.finalistCount} page={1} title={page.showcaseHeading ?? ''} words={words} />
      ) : null,
    },
    {
      _key: 'featured-article',
      _type: 'band',
      anchor: 'featured-article',
      title: page.featuredHeading,
      tone: 'muted',
      content: featuredArticle ? <ArticleCard article={featuredArticle} featured /> : null,
    },
    {
      _key: 'articles',
      _type: 'band',
      anchor: 'articles',
      title: page.articlesHeading,
      content: articles.length ? (
        <ArticleGrid articles={articles} count={page.articleCount} page={1} title={page.articlesHeading ?? ''} words={words} />
      ) : null,
    },
    {
      _key: 'join-the-summit',
      _type: 'band',
      anchor: 'join-the-summit',
      className: 'pt-0 sm:pt-0',
      content: summitCta?.title ? (
        <div className="relative flex flex-col items-start gap-6 overflow-hidden rounded-card bg-gradient-to-br from-brand-600 to-brand-900 p-8 text-white shadow-sm sm:p-12 md:flex-row md:items-center md:justify-between">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-20 -right-16 size-64 rounded-full bg-accent-500/20 blur-2xl"
          />
          <div className="relative max-w-2xl">
            <h2 id="join-the-summit-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {summitCta.title}
            </h2>
            {summitCta.text ? <p className="mt-3 text-lg text-brand-100">{summitCta.text}</p> : null}
          </div>
          {summitCta.buttonLabel ? (
            <ButtonLink href={PAGE_PATHS.summitPage} variant="light" className="relative shrink-0">
              {summitCta.buttonLabel}
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          ) : null}
        </div>
      ) : null,
    },
  ]

  return (
    <Sections placed={placeSections([...sections, ...more.sections], SINGLE_PAGE_KINDS, {opening: true})} attributes={more.attributes} />
  )
}
