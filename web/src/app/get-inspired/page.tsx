/**
 * /get-inspired, the Innovation Library (docs/product.md#get-inspired): the six Beacons finalists of the 2025 showcase
 * (winner marked; thumbnail opens the video, title opens the Beacon page), the featured article, the
 * other articles, and a call to join the Innovation Summit. Past one page of finalists or articles,
 * each list links to its numbered pages (/get-inspired/finalists/page/{n}, /get-inspired/articles/page/{n}).
 */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {ArrowRight} from '@/components/lucide'
import {ArticleCard} from '@/components/inspire/ArticleCard'
import {ArticleGrid} from '@/components/inspire/ArticleGrid'
import {FinalistGrid} from '@/components/inspire/FinalistGrid'
import {ButtonLink} from '@/components/ui/ButtonLink'
import {SINGLE_PAGE_KINDS, type SinglePageSection} from '@/components/sections/singlePageKinds'
import {placeSections, Sections} from '@/components/sections/placeSections'
import {moreSectionsOf} from '@/app/_shared/moreSections'
import {pageMetadata} from '@/seo/metadata'
import {loadGetInspiredPage, loadSiteSettings} from '@/sanity/loaders'
import {PAGE_PATHS} from '@site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await loadGetInspiredPage()
  return pageMetadata({title: page?.heading, description: page?.intro, path: PAGE_PATHS.getInspiredPage})
}

export default async function GetInspiredRoute() {
  const [page, settings] = await Promise.all([loadGetInspiredPage(), loadSiteSettings()])
  if (!page) notFound()
  const {finalists, featuredArticle, articles, summitCta} = page
  const words = settings?.pagination ?? null

  const more = await moreSectionsOf('getInspiredPage', page)
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
