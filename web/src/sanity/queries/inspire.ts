/** The queries of Get Inspired: the finalists' showcase and the articles, their numbered pages, an article, a Beacon page. */
import {defineQuery} from 'next-sanity'
import {
  articleCardFields,
  finalistCardFields,
  imageFields,
  listedArticles,
  listedFinalists,
  richText,
  statisticFields,
} from './fragments.ts'

/**
 * A finalist's card: its summary, presenters, and whether it has a Beacon page to link to. Its query
 * reads once which finalists have a Beacon page (`finalistsWithPage`, see getInspiredWithFinalistsWithPage),
 * so it stays linear in content (docs/decisions/0008-finalist-cards-read-beacon-pages-once.md).
 */
const finalistCard = /* groq */ `->{
    ${finalistCardFields},
    "presenters": coalesce(presenters[]{_key, name, organisation, role}, []),
    "hasPage": _id in ^.finalistsWithPage
  }`

/** The slugs of the finalists numbered page `$start` to `$end` of the showcase shows: whose publishes (and their Beacon pages') re-render that page. */
export const listedFinalistSlugsQuery = defineQuery(
  `*[_type == "getInspiredPage" && _id == "getInspiredPage"][0].${listedFinalists}[$start...$end]->slug.current`,
)

/** Get Inspired, with which finalists have a Beacon page (`finalistsWithPage`, for finalistCard). */
const getInspiredWithFinalistsWithPage = /* groq */ `*[_type == "getInspiredPage" && _id == "getInspiredPage"][0]{
  ...,
  "finalistsWithPage": *[_type == "beaconPage"].finalist._ref
}`

/**
 * The Innovation Library (/get-inspired): the first page (`$start` to `$end`) of the finalists in the
 * chosen order and of the other articles newest first, how many each list has, the featured article.
 */
export const getInspiredPageQuery = defineQuery(`${getInspiredWithFinalistsWithPage}{
  _id,
  heading,
  intro,
  showcaseHeading,
  showcaseIntro,
  "finalists": coalesce(${listedFinalists}[$start...$end]${finalistCard}, []),
  "finalistCount": count(${listedFinalists}),
  featuredHeading,
  "featuredArticle": *[_type == "article" && featured == true && defined(slug.current)] | order(date desc)[0]{${articleCardFields}},
  articlesHeading,
  "articles": ${listedArticles}[$start...$end]{${articleCardFields}},
  "articleCount": count(${listedArticles}),
  summitCta{title, text, buttonLabel},
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)

/**
 * A later page of the showcase (/get-inspired/finalists/page/{n}): Get Inspired's heading, the
 * showcase's heading and intro, finalists `$start` to `$end`, how many in all.
 */
export const finalistsListPageQuery = defineQuery(`${getInspiredWithFinalistsWithPage}{
  "libraryHeading": heading,
  "heading": showcaseHeading,
  "intro": showcaseIntro,
  "finalists": coalesce(${listedFinalists}[$start...$end]${finalistCard}, []),
  "finalistCount": count(${listedFinalists})
}`)

/**
 * A later page of the articles (/get-inspired/articles/page/{n}): Get Inspired's heading and intro (its
 * search description), the articles' heading, articles `$start` to `$end`, how many in all.
 */
export const articlesListPageQuery = defineQuery(`*[_type == "getInspiredPage" && _id == "getInspiredPage"][0]{
  "libraryHeading": heading,
  "heading": articlesHeading,
  intro,
  "articles": ${listedArticles}[$start...$end]{${articleCardFields}},
  "articleCount": count(${listedArticles})
}`)

/** One article page (/article/{slug}). */
export const articleBySlugQuery = defineQuery(`*[_type == "article" && slug.current == $slug][0]{
  ${articleCardFields},
  "featured": coalesce(featured, false),
  "statistics": coalesce(statistics[]${statisticFields}, []),
  "sections": coalesce(sections[]{_key, heading, "body": body${richText}}, []),
  "organisationLists": coalesce(organisationLists[]{_key, heading, "names": coalesce(names, [])}, []),
  "links": coalesce(links[]{_key, label, url}, [])
}`)

/** The page-specific sections of a Beacon page, each with the fields its type shows. */
const beaconSectionFields = /* groq */ `{
  _key,
  _type,
  _type == "beaconWinnerSection" => {label, title, "body": body${richText}},
  _type == "beaconSummarySection" => {heading, "body": body${richText}},
  _type == "beaconProjectDetailsSection" => {heading, "facts": coalesce(facts[]{_key, label, value}, []), "body": body${richText}},
  _type == "beaconNextStepsSection" => {heading, "steps": coalesce(steps[]{_key, title, description}, [])},
  _type == "beaconLoanStructureSection" => {heading, "facts": coalesce(facts[]{_key, label, value}, []), "body": body${richText}},
  _type == "beaconImpactMetricsSection" => {heading, "metrics": coalesce(metrics[]{_key, title, description}, [])},
  _type == "beaconMilestonesSection" => {heading, "items": coalesce(items[]{_key, when, title, description}, [])},
  _type == "beaconPaymentScheduleSection" => {heading, "rows": coalesce(rows[]{_key, date, label, amount, status}, [])},
  _type == "beaconLinksSection" => {heading, "links": coalesce(links[]{_key, label, url}, [])}
}`

/** One Beacon (finalist) page (/beacon/{slug}), with its finalist's name, presenters and winner mark. */
export const beaconBySlugQuery = defineQuery(`*[_type == "beaconPage" && finalist->slug.current == $slug][0]{
  _id,
  badge,
  "finalist": finalist->{
    ${finalistCardFields},
    "presenters": coalesce(presenters[]{_key, name, organisation, role, profileUrl, photo${imageFields}}, [])
  },
  about{heading, "body": body${richText}},
  videoUrl,
  evidence{heading, "body": body${richText}},
  currentStage{heading, label, "body": body${richText}},
  potential{heading, "body": body${richText}},
  "sectionsAfterAbout": coalesce(sections[coalesce(placement, "afterAbout") == "afterAbout"]${beaconSectionFields}, []),
  "sectionsAfterStage": coalesce(sections[placement == "afterStage"]${beaconSectionFields}, []),
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)
