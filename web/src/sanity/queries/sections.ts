/**
 * The page builder's section kinds as the data door reads them: each kind's projection, assembled in
 * `pageSectionFields`; pages.ts reads a page's sections and a fixed page's "More sections" through it.
 * A new kind is its projection and a line in `pageSectionFields` (docs/architecture.md#add-a-section-kind);
 * `pnpm typegen` then gives it its type, which the data door checks its content against (answerShapes.ts).
 */
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

const textSection = /* groq */ `_type == "textSection" => {heading, "body": body${richText}}`

const figuresSection = /* groq */ `_type == "figuresSection" => {heading, intro, "statistics": coalesce(statistics[]${statisticFields}, [])}`

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

const valueCardsSection = /* groq */ `_type == "valueCardsSection" => {heading, intro, "cards": coalesce(cards[]{_key, title, text, icon}, [])}`

/** Partner logos, up to `$maxLogos`. */
const partnersSection = /* groq */ `_type == "partnersSection" => {heading, intro, "partners": coalesce(partners[defined(@->url)][0...$maxLogos]->${partnerFields}, [])}`

/** Team members, up to `$maxTeam`. */
const teamSection = /* groq */ `_type == "teamSection" => {heading, intro, "members": coalesce(members[defined(@->name)][0...$maxTeam]->${teamMemberFields}, [])}`

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

const videoSection = /* groq */ `_type == "videoSection" => {heading, title, url, poster${imageFields}}`

const callToActionSection = /* groq */ `_type == "callToActionSection" => {heading, text, "buttons": ${buttonFields}}`

const questionsSection = /* groq */ `_type == "questionsSection" => {heading, intro, "items": coalesce(items[defined(question)]{_key, question, "answer": answer${richText}}, [])}`

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
