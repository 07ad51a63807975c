/**
 * An Innovation Library article as app/article/[slug] draws it: a way back to Get Inspired, the
 * headline figures, the text sections, the lists of participating organisations and outbound links.
 * Article structured data goes in the HTML.
 */
import {OutsideAnchor} from '@/components/ui/OutsideAnchor'
import {ExternalLink as ExternalLinkIcon} from '@/components/lucide'
import {Prose} from '@/components/Prose'
import {BackToGetInspiredFooter} from '@/components/inspire/BackToGetInspiredFooter'
import {DetailHero} from '@/components/ui/DetailHero'
import {articleJsonLd} from '@/components/inspire/articleJsonLd'
import {OWN_SECTION_KINDS, type OwnSection} from '@/components/sections/ownSections'
import {placeSections, Sections} from '@/components/sections/placeSections'
import {OrganisationLists} from '@/components/inspire/OrganisationLists'
import type {Article} from '@/components/inspire/types'
import {formatLongDate} from '@/components/site/formatDate'
import {StatisticsRow} from '@/components/site/StatisticsRow'
import {BackLink} from '@/components/ui/BackLink'
import {Badge} from '@/components/ui/Badge'
import {Container} from '@/components/ui/Container'
import {NewTabHint} from '@/components/ui/NewTabHint'
import {siteUrl} from '@/seo/siteUrl'
import {JsonLd} from '@/seo/JsonLd'
import {PAGE_PATHS, sluggedPath} from '@site/routes'

export function ArticleBody({article}: {article: Article}) {
  const date = formatLongDate(article.date)

  // The editors' text sections, then the organisations and the outbound links; the list gives each
  // its anchor id and its place in the fade-in stagger.
  const sections: OwnSection[] = [
    ...article.sections.map((section) => ({
      _key: section._key,
      _type: 'frame' as const,
      heading: section.heading,
      content: section.body?.length ? <Prose value={section.body} className="max-w-3xl text-lg" /> : null,
    })),
    {
      _key: 'participating-organisations',
      _type: 'frame',
      anchor: 'participating-organisations',
      heading: 'Participating Organisations',
      content: article.organisationLists.some((list) => list.names.length) ? <OrganisationLists lists={article.organisationLists} /> : null,
    },
    {
      _key: 'learn-more',
      _type: 'frame',
      anchor: 'learn-more',
      heading: 'Learn More',
      content: article.links.length ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {article.links.map((link) => (
            <li key={link._key}>
              <OutsideAnchor
                href={link.url}
                className="group flex min-h-14 items-center justify-between gap-4 rounded-card border border-line bg-white px-5 py-4 font-semibold text-brand-700 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50"
              >
                <span>
                  {link.label}
                  <NewTabHint />
                </span>
                <ExternalLinkIcon className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </OutsideAnchor>
            </li>
          ))}
        </ul>
      ) : null,
    },
  ]

  const jsonLd = articleJsonLd({
    title: article.title,
    excerpt: article.excerpt,
    date: article.date,
    path: sluggedPath('article', article.slug),
    imageUrl: article.image?.url,
    siteUrl,
  })

  return (
    <article>
      <JsonLd data={jsonLd} />
      <DetailHero
        before={<BackLink href={PAGE_PATHS.getInspiredPage}>Back to Get Inspired</BackLink>}
        labels={
          <>
            {article.category ? <Badge tone="dark">{article.category}</Badge> : null}
            {date ? <time dateTime={article.date}>{date}</time> : null}
          </>
        }
        title={article.title}
        lead={article.excerpt}
        image={article.image}
      />

      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-4xl space-y-14">
          {article.statistics.length ? <StatisticsRow statistics={article.statistics} label="Key figures" /> : null}

          <Sections placed={placeSections(sections, OWN_SECTION_KINDS)} />
        </div>
      </Container>

      <BackToGetInspiredFooter />
    </article>
  )
}
