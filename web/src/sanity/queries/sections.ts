/**
 * The page builder's section kinds as the data door reads them: each kind's projection (what its
 * query returns) beside its shape (what the door checks of it, sectionShapes.ts). `pageSectionFields`
 * and `SECTION_SHAPES` assemble them; pages.ts reads a page's sections and a fixed page's "More
 * sections" through the projection. A new kind is its two lines here (docs/architecture.md#add-a-section-kind);
 * the typecheck fails while its shape misses a field TypeGen gives it.
 */
import {z} from 'zod'
import {
  buttons,
  image,
  item,
  kind,
  list,
  person,
  record,
  richTextShape,
  statistic,
  text,
  flag,
  count,
  type PageSectionType,
} from '../shapeChecks.ts'
import {
  agendaFields,
  articleCardFields,
  finalistCardFields,
  imageFields,
  keynoteFields,
  partnerFields,
  pilotSummaryFields,
  richText,
  statisticFields,
  teamMemberFields,
} from './fragments.ts'

/** A section's buttons: the words, and a page of this site (its type and current slug) or another website. */
const buttonFields = /* groq */ `coalesce(buttons[defined(label) && (defined(url) || defined(page->_type))]{
  _key,
  label,
  url,
  "target": page->{_type, "slug": slug.current}
}, [])`

const heroSection = /* groq */ `_type == "heroSection" => {badge, headline, intro, "buttons": ${buttonFields}, image${imageFields}}`
const heroShape = kind<'heroSection'>({anchor: text, badge: text, headline: text, intro: text, buttons, image})

const textSection = /* groq */ `_type == "textSection" => {heading, "body": body${richText}}`
const textShape = kind<'textSection'>({anchor: text, heading: text, body: richTextShape})

const figuresSection = /* groq */ `_type == "figuresSection" => {heading, intro, "statistics": coalesce(statistics[]${statisticFields}, [])}`
const figuresShape = kind<'figuresSection'>({anchor: text, heading: text, intro: text, statistics: list(statistic, 'statistics')})

/** Cards of pilots, finalists and articles, up to `$maxCards`. */
const cardsSection = /* groq */ `_type == "cardsSection" => {heading, intro, "cards": coalesce(cards[defined(@->slug.current)][0...$maxCards]->{
      _type == "pilot" => {_type, ${pilotSummaryFields}},
      _type == "finalist" => {
        _type,
        ${finalistCardFields},
        "presenters": coalesce(presenters[]{_key, name, organisation, role}, []),
        "hasPage": count(*[_type == "beaconPage" && finalist._ref == ^._id]) > 0
      },
      _type == "article" => {_type, ${articleCardFields}}
    }, [])}`
/** A card: a pilot's, a finalist's or an article's fields, each checked by its type. */
const card = record({
  _type: text,
  _id: text,
  title: text,
  slug: text,
  description: text,
  image,
  partner: text,
  icon: text,
  category: text,
  keyFeatures: list(z.string(), 'keyFeatures'),
  status: text,
  number: count,
  videoUrl: text,
  isWinner: flag,
  presenters: list(person, 'presenters'),
  hasPage: flag,
  date: text,
  excerpt: text,
})
const cardsShape = kind<'cardsSection'>({anchor: text, heading: text, intro: text, cards: list(card, 'cards')})

const valueCardsSection = /* groq */ `_type == "valueCardsSection" => {heading, intro, "cards": coalesce(cards[]{_key, title, text, icon}, [])}`
const valueCardsShape = kind<'valueCardsSection'>({
  anchor: text,
  heading: text,
  intro: text,
  cards: list(item({title: text, text, icon: text}), 'cards'),
})

/** Partner logos, up to `$maxLogos`. */
const partnersSection = /* groq */ `_type == "partnersSection" => {heading, intro, "partners": coalesce(partners[defined(@->url)][0...$maxLogos]->${partnerFields}, [])}`
const partnersShape = kind<'partnersSection'>({
  anchor: text,
  heading: text,
  intro: text,
  partners: list(record({_id: text, name: text, url: text, logo: image}), 'partners'),
})

/** Team members, up to `$maxTeam`. */
const teamSection = /* groq */ `_type == "teamSection" => {heading, intro, "members": coalesce(members[defined(@->name)][0...$maxTeam]->${teamMemberFields}, [])}`
const teamShape = kind<'teamSection'>({
  anchor: text,
  heading: text,
  intro: text,
  members: list(record({_id: text, name: text, title: text, organisation: text, linkedinUrl: text, image}), 'members'),
})

const eventSection = /* groq */ `_type == "eventSection" => {
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
    }`
const eventShape = kind<'eventSection'>({
  anchor: text,
  heading: text,
  intro: text,
  date: text,
  startTime: text,
  endTime: text,
  timeZoneLabel: text,
  timeZone: text,
  format: text,
  city: text,
  countryCode: text,
  registrationUrl: text,
  agenda: list(item({time: text, title: text, speaker: text, type: text}), 'agenda'),
  speakers: list(person, 'speakers'),
  keynote: record({name: text, role: text, topic: text, image, talkUrl: text, websiteUrl: text, bio: richTextShape}).nullish(),
})

const videoSection = /* groq */ `_type == "videoSection" => {heading, title, url, poster${imageFields}}`
const videoShape = kind<'videoSection'>({anchor: text, heading: text, title: text, url: text, poster: image})

const callToActionSection = /* groq */ `_type == "callToActionSection" => {heading, text, "buttons": ${buttonFields}}`
const callToActionShape = kind<'callToActionSection'>({anchor: text, heading: text, text, buttons})

const questionsSection = /* groq */ `_type == "questionsSection" => {heading, intro, "items": coalesce(items[defined(question)]{_key, question, "answer": answer${richText}}, [])}`
const questionsShape = kind<'questionsSection'>({
  anchor: text,
  heading: text,
  intro: text,
  items: list(item({question: text, answer: richTextShape}), 'items'),
})

/**
 * One section of the page builder, with the fields its kind shows; cards, logos and people up to the caps
 * their list pages and sections keep (`$maxCards`, `$maxLogos`, `$maxTeam`).
 */
export const pageSectionFields = /* groq */ `{
    _key,
    _type,
    anchor,
    ${heroSection},
    ${textSection},
    ${figuresSection},
    ${cardsSection},
    ${valueCardsSection},
    ${partnersSection},
    ${teamSection},
    ${eventSection},
    ${videoSection},
    ${callToActionSection},
    ${questionsSection}
  }`

/** Each kind's shape, by its `_type`. */
export const SECTION_SHAPES: {[T in PageSectionType]: z.ZodType} = {
  heroSection: heroShape,
  textSection: textShape,
  figuresSection: figuresShape,
  cardsSection: cardsShape,
  valueCardsSection: valueCardsShape,
  partnersSection: partnersShape,
  teamSection: teamShape,
  eventSection: eventShape,
  videoSection: videoShape,
  callToActionSection: callToActionShape,
  questionsSection: questionsShape,
}
