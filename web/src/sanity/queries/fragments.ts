/**
 * The GROQ fragments several families of queries share (images, rich text, figures, event parts, the
 * numbered lists, partners, people, the cards of pilots, finalists and articles): each written once.
 */

/** The fields every image projection returns: Lake and embedded sources answer it alike. */
export const imageFields = /* groq */ `{
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
export const richText = /* groq */ `[]{
  ...,
  markDefs[]{
    ...,
    _type == "internalLink" => {"target": reference->{_type, "slug": slug.current}}
  }
}`

/** The fields a headline figure shows (Home, About, articles, pilots, figures sections). */
export const statisticFields = /* groq */ `{_key, number, label, icon}`

/** An event's agenda, in running order. */
export const agendaFields = /* groq */ `coalesce(agenda[]{_key, time, title, speaker, type}, [])`

/** An event's keynote speaker card. */
export const keynoteFields = /* groq */ `{name, role, topic, image${imageFields}, talkUrl, websiteUrl, "bio": bio${richText}}`

/** A partner logo linking to the organisation (Home, partner sections). */
export const partnerFields = /* groq */ `{_id, name, url, logo${imageFields}}`

/** A team member's card (About, team sections). */
export const teamMemberFields = /* groq */ `{_id, name, title, organisation, linkedinUrl, image${imageFields}}`

/** The fields a pilot card on /pilots shows; a case study starts with the same. */
export const pilotSummaryFields = /* groq */ `
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

/** The fields a finalist card and a Beacon page's header share. */
export const finalistCardFields = /* groq */ `
  _id,
  number,
  title,
  "slug": slug.current,
  description,
  videoUrl,
  "isWinner": coalesce(isWinner, false),
  image${imageFields}`

/** The fields an article card shows. */
export const articleCardFields = /* groq */ `
  _id,
  title,
  "slug": slug.current,
  date,
  category,
  excerpt,
  image${imageFields}`

/** The pilots the Pilots page lists, in editor-set order: those with an address. */
export const listedPilots = /* groq */ `pilots[defined(@->slug.current)]`

/** The finalists Get Inspired lists, in the chosen order: those with an address. */
export const listedFinalists = /* groq */ `finalists[defined(@->slug.current)]`

/** The articles Get Inspired lists after the featured one, newest first. */
export const listedArticles = /* groq */ `*[_type == "article" && featured != true && defined(slug.current)] | order(date desc)`
