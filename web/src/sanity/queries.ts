/**
 * Every GROQ query the site runs, each a named defineQuery constant. TypeGen turns each into a
 * `<Name>Result` type in @site/types; pages never declare the shape they receive.
 * Projections pick only what a page shows and coalesce defaults here, not in React.
 * Lists that grow with content are sliced here: `$start`/`$end` for a numbered page (loaders pass
 * @site/layout's pageBounds), `$max…` for a list a page shows up to a cap (@site/layout's MAX_…).
 */
import {defineQuery} from 'next-sanity'

/** The fields every image projection returns: Lake and embedded sources answer it alike. */
const imageFields = /* groq */ `{
  alt,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  crop,
  hotspot
}`

/**
 * Rich text as the page renders it: a link to a page of this site carries its target's type and
 * current slug, which the route table turns into the address (so a renamed page never breaks it).
 */
const richText = /* groq */ `[]{
  ...,
  markDefs[]{
    ...,
    _type == "internalLink" => {"target": reference->{_type, "slug": slug.current}}
  }
}`

/** The fields a headline figure shows (Home, About, articles, pilots, figures sections). */
const statisticFields = /* groq */ `{_key, number, label, icon}`

/** An event's agenda, in running order. */
const agendaFields = /* groq */ `coalesce(agenda[]{_key, time, title, speaker, type}, [])`

/** An event's keynote speaker card. */
const keynoteFields = /* groq */ `{name, role, topic, image${imageFields}, talkUrl, websiteUrl, "bio": bio${richText}}`

/** A partner logo linking to the organisation (Home, partner sections). */
const partnerFields = /* groq */ `{_id, name, url, logo${imageFields}}`

/** A team member's card (About, team sections). */
const teamMemberFields = /* groq */ `{_id, name, title, organisation, linkedinUrl, image${imageFields}}`

/** A menu in Site settings: each link's words and its target's type and current slug. */
const menuLinks = /* groq */ `[defined(label) && defined(target->_type)]{_key, label, "target": target->{_type, "slug": slug.current}}`

// ---- Events ----

/** The 2025 online summit (/innovation-summit). */
export const summitPageQuery = defineQuery(`*[_type == "summitPage" && _id == "summitPage"][0]{
  _id,
  title,
  seoDescription,
  intro,
  date,
  startTime,
  endTime,
  timeZoneLabel,
  "timeZone": coalesce(timeZone, "Europe/Zurich"),
  "concluded": status == "concluded",
  thankYou{title, text},
  winnerAnnouncement{text, linkLabel},
  recordingTitle,
  recordingUrl,
  concludedButtonLabel,
  nextEvent{title, text, linkLabel},
  keynote${keynoteFields},
  "agenda": ${agendaFields},
  "organizer": *[_type == "siteSettings" && _id == "siteSettings"][0].siteName,
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)

/**
 * The Annual Event in Geneva (/innovation-summit-geneve). Its agenda's times are in the city's zone:
 * the document has no zone field of its own.
 */
export const genevaSummitPageQuery = defineQuery(`*[_type == "genevaSummitPage" && _id == "genevaSummitPage"][0]{
  _id,
  title,
  seoDescription,
  date,
  format,
  city,
  countryCode,
  attendees,
  "intro": intro${richText},
  "speakers": coalesce(speakers[]{_key, name, role, organisation}, []),
  "agenda": ${agendaFields},
  "timeZone": coalesce(timeZone, "Europe/Zurich"),
  programmeNote,
  earlyBirdText,
  registrationUrl,
  nominate{text, label},
  "organizer": *[_type == "siteSettings" && _id == "siteSettings"][0].siteName,
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)

/** The call for Beacon nominations (/nominate-beacon). */
export const nominationPageQuery = defineQuery(`*[_type == "nominationPage" && _id == "nominationPage"][0]{
  _id,
  title,
  seoDescription,
  intro,
  "purpose": purpose${richText},
  "criteria": coalesce(criteria, []),
  minConcepts,
  maxConcepts,
  "steps": coalesce(steps[]{_key, title, description}, []),
  "timeline": coalesce(timeline[]{_key, date, event}, []),
  "requirements": coalesce(requirements, []),
  nominationForm{label, url},
  summitCallToAction{text, label},
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)

// ---- Site ----

/** What every page shares: the navigation bar's logo and links, the footer, and the contact details. */
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  siteName,
  logo${imageFields},
  email,
  "mainNav": coalesce(mainNav${menuLinks}, []),
  "footerNav": coalesce(footerNav${menuLinks}, []),
  "socialLinks": coalesce(socialLinks[defined(url)]{_key, name, url, icon, description}, []),
  footerCta{title, text, buttonLabel},
  hosting{text, organisationName, url},
  copyright,
  pagination{heading, navigationLabel, previous, next}
}`)

/** The Home page (/): hero, headline figures and the partner logos in their editor-set order, the first `$maxLogos`. */
export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  _id,
  badge,
  headline,
  intro,
  joinLabel,
  heroImage${imageFields},
  "statistics": coalesce(statistics[]${statisticFields}, []),
  partnersHeading,
  partnersIntro,
  "partners": coalesce(partners[defined(@->url)][0...$maxLogos]->${partnerFields}, []),
  "siteName": *[_type == "siteSettings" && _id == "siteSettings"][0].siteName,
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)

/** The About page (/about): mission, values, story, impact figures and the team in editor-set order, the first `$maxTeam`. */
export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  _id,
  heading,
  intro,
  missionHeading,
  "mission": mission${richText},
  "values": coalesce(values[]{_key, title, text, icon}, []),
  storyHeading,
  "story": story${richText},
  impactHeading,
  "impactStatistics": coalesce(impactStatistics[]${statisticFields}, []),
  teamHeading,
  teamIntro,
  "team": coalesce(team[defined(@->name)][0...$maxTeam]->${teamMemberFields}, []),
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)

/** The Contact page (/contact): its words, plus the e-mail and social profiles from Site settings. */
export const contactPageQuery = defineQuery(`*[_type == "contactPage" && _id == "contactPage"][0]{
  _id,
  heading,
  intro,
  "email": *[_type == "siteSettings" && _id == "siteSettings"][0].email,
  "socialLinks": coalesce(*[_type == "siteSettings" && _id == "siteSettings"][0].socialLinks[defined(url)]{_key, name, url, icon, description}, []),
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)

/** The Privacy Policy (/privacy-policy): its sections in order (the page numbers them). */
export const privacyPolicyPageQuery = defineQuery(`*[_type == "privacyPolicyPage" && _id == "privacyPolicyPage"][0]{
  _id,
  title,
  lastUpdated,
  intro,
  "sections": coalesce(sections[defined(heading)]{_key, heading, "body": body${richText}}, []),
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)

// ---- Pilots ----

/** The fields a pilot card on /pilots shows; a case study starts with the same. */
const pilotSummaryFields = /* groq */ `
  _id,
  title,
  "slug": slug.current,
  partner,
  icon,
  category,
  description,
  "keyFeatures": coalesce(keyFeatures, []),
  status,
  image${imageFields}`

/** The pilots the Pilots page lists, in editor-set order: those with an address. */
const listedPilots = /* groq */ `pilots[defined(@->slug.current)]`

/** The slugs of the pilots numbered page `$start` to `$end` of the Pilots list shows: whose publishes re-render that page. */
export const listedPilotSlugsQuery = defineQuery(
  `*[_type == "pilotsPage" && _id == "pilotsPage"][0].${listedPilots}[$start...$end]->slug.current`,
)

/**
 * The Pilots list (/pilots, /pilots/page/{n}): heading, one page of the pilots in editor-set order
 * (`$start` to `$end`), how many there are in all, and the Learn More section.
 */
export const pilotsPageQuery = defineQuery(`*[_type == "pilotsPage" && _id == "pilotsPage"][0]{
  eyebrow,
  heading,
  intro,
  "pilots": coalesce(${listedPilots}[$start...$end]->{${pilotSummaryFields}}, []),
  "pilotCount": count(${listedPilots}),
  "learnMore": learnMore{title, text, inspireLabel, contactLabel}
}`)

/** One pilot case study (/pilot/{slug}): the pilot, its sections block by block, and the sponsor credit. */
export const pilotBySlugQuery = defineQuery(`*[_type == "pilot" && slug.current == $slug][0]{${pilotSummaryFields},
  "sections": coalesce(sections[]{
    _key,
    _type,
    heading,
    _type == "pilotTextSection" => {"body": body${richText}},
    _type == "pilotObjectivesSection" => {intro, "objectives": coalesce(objectives, [])},
    _type == "pilotTimelineSection" => {"milestones": coalesce(milestones[]{_key, label, name, deadline}, [])},
    _type == "pilotImplementersSection" => {"implementers": coalesce(implementers[]{_key, name, role}, [])},
    _type == "pilotFiguresSection" => {intro, "statistics": coalesce(statistics[]${statisticFields}, [])},
    _type == "pilotResourcesSection" => {intro, "links": coalesce(links[defined(url)]{_key, label, url}, [])},
    _type == "pilotUpdateSection" => {"intro": intro${richText}, "parts": coalesce(parts[]{_key, heading, "body": body${richText}}, [])},
    _type == "pilotExperimentSummarySection" => {"body": body${richText}, sdgsHeading, "sdgs": coalesce(sdgs, [])}
  }, []),
  "sponsor": *[_id == "pilotsPage" && _type == "pilotsPage"][0].sponsor{line, name, url, logo${imageFields}},
  "moreSectionKinds": coalesce(moreSections[]._type, [])
}`)

// ---- Inspiration ----

/** The fields a finalist card and a Beacon page's header share. */
const finalistCardFields = /* groq */ `
  _id,
  number,
  title,
  "slug": slug.current,
  description,
  videoUrl,
  "isWinner": coalesce(isWinner, false),
  image${imageFields}`

/** The fields an article card shows. */
const articleCardFields = /* groq */ `
  _id,
  title,
  "slug": slug.current,
  date,
  category,
  excerpt,
  image${imageFields}`

/** The finalists Get Inspired lists, in the chosen order: those with an address. */
const listedFinalists = /* groq */ `finalists[defined(@->slug.current)]`

/**
 * A finalist's card: its summary, presenters, and whether it has a Beacon page to link to. Its query
 * reads once which finalists have a Beacon page (`finalistsWithPage`, see getInspiredWithFinalistsWithPage): a
 * count over every document per finalist made the query quadratic in content with groq-js.
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

/** The articles Get Inspired lists after the featured one, newest first. */
const listedArticles = /* groq */ `*[_type == "article" && featured != true && defined(slug.current)] | order(date desc)`

/** How many items each numbered list has now: which of its numbered pages exist (the proxy refuses the others unrendered). */
export const listLengthsQuery = defineQuery(`{
  "pilots": count(*[_type == "pilotsPage" && _id == "pilotsPage"][0].${listedPilots}),
  "finalists": count(*[_type == "getInspiredPage" && _id == "getInspiredPage"][0].${listedFinalists}),
  "articles": count(${listedArticles})
}`)

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

// ---- Pages made in the Studio ----

/** A section's buttons: the words, and a page of this site (its type and current slug) or another website. */
const buttonFields = /* groq */ `coalesce(buttons[defined(label) && (defined(url) || defined(page->_type))]{
  _key,
  label,
  url,
  "target": page->{_type, "slug": slug.current}
}, [])`

/**
 * One section of the page builder, with the fields its kind shows; cards, logos and people up to the caps
 * their list pages and sections keep (`$maxCards`, `$maxLogos`, `$maxTeam`). A page's `sections` and a fixed
 * page's `moreSections` are read through it alike.
 */
const pageSectionFields = /* groq */ `{
    _key,
    _type,
    anchor,
    _type == "heroSection" => {badge, headline, intro, "buttons": ${buttonFields}, image${imageFields}},
    _type == "textSection" => {heading, "body": body${richText}},
    _type == "figuresSection" => {heading, intro, "statistics": coalesce(statistics[]${statisticFields}, [])},
    _type == "cardsSection" => {heading, intro, "cards": coalesce(cards[defined(@->slug.current)][0...$maxCards]->{
      _type == "pilot" => {_type, ${pilotSummaryFields}},
      _type == "finalist" => {
        _type,
        ${finalistCardFields},
        "presenters": coalesce(presenters[]{_key, name, organisation, role}, []),
        "hasPage": count(*[_type == "beaconPage" && finalist._ref == ^._id]) > 0
      },
      _type == "article" => {_type, ${articleCardFields}}
    }, [])},
    _type == "valueCardsSection" => {heading, intro, "cards": coalesce(cards[]{_key, title, text, icon}, [])},
    _type == "partnersSection" => {heading, intro, "partners": coalesce(partners[defined(@->url)][0...$maxLogos]->${partnerFields}, [])},
    _type == "teamSection" => {heading, intro, "members": coalesce(members[defined(@->name)][0...$maxTeam]->${teamMemberFields}, [])},
    _type == "eventSection" => {
      heading,
      intro,
      date,
      startTime,
      endTime,
      timeZoneLabel,
      "timeZone": coalesce(timeZone, "Europe/Zurich"),
      format,
      city,
      countryCode,
      registrationUrl,
      "agenda": ${agendaFields},
      "speakers": coalesce(speakers[]{_key, name, role, organisation}, []),
      keynote${keynoteFields}
    },
    _type == "videoSection" => {heading, title, url, poster${imageFields}},
    _type == "callToActionSection" => {heading, text, "buttons": ${buttonFields}},
    _type == "questionsSection" => {heading, intro, "items": coalesce(items[defined(question)]{_key, question, "answer": answer${richText}}, [])}
  }`

/**
 * One page made in the Studio (/{slug}): its sections in the editor's order, each with the fields its
 * kind shows; cards, logos and people up to the caps their list pages and sections keep (`$max…`).
 */
export const pageBySlugQuery = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  seoDescription,
  shareImage${imageFields},
  "sections": coalesce(sections[]${pageSectionFields}, []),
  "organizer": *[_type == "siteSettings" && _id == "siteSettings"][0].siteName
}`)

/**
 * The builder's sections one fixed page adds after its own content (its `moreSections`, by `$id`: a
 * single page, a pilot or a Beacon page), read as a page made in the Studio reads its sections.
 */
export const moreSectionsQuery = defineQuery(`*[_id == $id][0]{"sections": coalesce(moreSections[]${pageSectionFields}, [])}`)

// ---- Addresses ----

/**
 * Every address of one slugged type (a route table key) and the addresses each had before:
 * prerendering, the sitemap, unknown slugs and renames. A Beacon page lives at its finalist's address,
 * so for `finalist` the addresses are those of finalists that have a Beacon page.
 */
export const addressesQuery = defineQuery(`*[
  select($type == "finalist" => _type == "beaconPage", _type == $type)
]{
  "slug": select(_type == "beaconPage" => finalist->slug.current, slug.current),
  "previousSlugs": coalesce(select(_type == "beaconPage" => finalist->previousSlugs, previousSlugs), [])
}[defined(slug)] | order(slug asc)`)

/**
 * The published redirects editors made (routing/redirects.ts), oldest first, the first `$maxRedirects`
 * (@site/routes' MAX_REDIRECTS, which the Studio and the import keep to): the first of two with one
 * address wins. `to` is the target page as published now (null when it is unpublished or deleted: the
 * redirect then stops), with the slug its address is made of.
 */
export const redirectsQuery = defineQuery(`*[_type == "redirect" && defined(from)] | order(_createdAt asc, _id asc)[0...$maxRedirects]{
  from,
  url,
  "permanent": permanent != false,
  "to": to->{_type, "slug": slug.current}
}`)

/** The revision the Lake serves for one published document: the publish webhook waits until it is the one published. */
export const publishedRevisionQuery = defineQuery(`*[_id == $id][0]._rev`)

/**
 * The catch-up's two questions (src/catch-up/): what was published since a moment, as few bytes as
 * it takes (the Lake's clock, how many published documents there are, and each document changed
 * since then with what its tags need); and, rarely, every published document's revision (first run,
 * or when the count says a document went away). Read uncached, in the published perspective.
 */
/** What the catch-up compares of each published document: its revision, and what its tags need (the webhook's projection names the same). */
const publishedRowFields = /* groq */ `{_id, _type, _rev, "slug": coalesce(slug.current, finalist->slug.current)}`

export const publishedChangesQuery = defineQuery(`{
  "now": now(),
  "count": count(*),
  "changed": *[dateTime(_updatedAt) >= dateTime($since)] | order(_updatedAt asc) [0...$max] ${publishedRowFields}
}`)

export const publishedIndexQuery = defineQuery(`{
  "now": now(),
  "documents": *[] ${publishedRowFields}
}`)
