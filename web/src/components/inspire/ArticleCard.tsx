/**
 * An article card linking to /article/{slug}: the large featured card or a grid card. The title is
 * the one link; it stretches over the whole card so the card is one click target, and the card draws
 * the focus ring for it (.focus-ring-within in globals.css).
 */
import {SiteLink} from '@/components/ui/SiteLink'
import {ArrowRight} from '@/components/lucide'
import {SanityImage} from '@/components/SanityImage'
import {formatLongDate} from '@/components/site/formatDate'
import {Badge} from '@/components/ui/Badge'
import {Card} from '@/components/ui/Card'
import type {ArticleCardData} from './types'
import {sluggedPath} from '@site/routes'

export function ArticleCard({article, featured = false, index}: {article: ArticleCardData; featured?: boolean; index?: number}) {
  const date = formatLongDate(article.date)
  return (
    <Card
      as="article"
      index={index}
      className={`group relative flex overflow-hidden p-0! transition-shadow focus-ring-within hover:shadow-md ${
        featured ? 'flex-col md:flex-row' : 'h-full flex-col'
      }`}
    >
      {article.image?.url ? (
        <div className={`overflow-hidden bg-brand-50 ${featured ? 'md:w-1/2' : ''}`}>
          <SanityImage
            image={article.image}
            shownWidth={featured ? 560 : 380}
            aspectRatio={16 / 9}
            sizes={featured ? '(min-width: 768px) 560px, 100vw' : '(min-width: 768px) 380px, 100vw'}
            decorative
            className="aspect-video size-full object-cover object-left transition-transform duration-300 group-hover:scale-[1.03]"
          />
        </div>
      ) : null}
      <div className={`flex flex-1 flex-col ${featured ? 'p-6 sm:p-10 md:justify-center' : 'p-6'}`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
          {article.category ? <Badge>{article.category}</Badge> : null}
          {date ? <time dateTime={article.date}>{date}</time> : null}
        </div>
        <h3 className={`mt-3 font-bold tracking-tight text-brand-900 ${featured ? 'text-2xl sm:text-3xl' : 'text-xl'}`}>
          <SiteLink
            href={sluggedPath('article', article.slug)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-600"
          >
            {article.title}
          </SiteLink>
        </h3>
        {article.excerpt ? (
          <p className={`mt-3 leading-relaxed text-muted ${featured ? 'text-lg' : 'text-sm'}`}>{article.excerpt}</p>
        ) : null}
        <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
          Read article
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </Card>
  )
}
