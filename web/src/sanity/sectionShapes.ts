/**
 * The shape each page-builder section kind is drawn from (pageSectionFields in queries.ts, typed by
 * TypeGen in @site/types), checked at the data door: the Lake takes any JSON (an import, the API), and
 * a component given an object where it draws text, or text where it maps a list, throws and takes the
 * whole page down. Checked with zod, field by field: a field of another type is left out (null, or no
 * items for a list), a list keeps the items of its type, and the kind's own rules (`shows` in the
 * registry) then decide whether the section still has what it needs. Each kind lists every field its
 * query returns: the typecheck fails when TypeGen gains a field no shape checks.
 */
import {z} from 'zod'
import type {PageBySlugQueryResult} from '@site/types'

type PageSection = NonNullable<PageBySlugQueryResult>['sections'][number]
type PageSectionType = PageSection['_type']
type PageSectionOf<T extends PageSectionType> = Extract<PageSection, {_type: T}>

/** The names of the fields left out by the check running now (read and cleared by `checkedSection`). */
let leftOut: string[] = []

/** What a field holds when its value is of another type: no items for a list, nothing otherwise. */
const emptyOf = (schema: z.ZodType) => (schema.safeParse([]).success ? [] : null)

/** An object whose fields are each checked alone: a malformed one is left out, the others kept, unknown ones passed on. */
function record<F extends Record<string, z.ZodType>>(fields: F) {
  const caught = Object.fromEntries(
    Object.entries(fields).map(([name, schema]) => [
      name,
      schema.catch(() => {
        leftOut.push(name)
        return emptyOf(schema)
      }),
    ]),
  ) as {[K in keyof F]: z.ZodCatch<F[K]>}
  return z.looseObject(caught)
}

/** A list that keeps its items of the item's type (none when it is no list). */
function list<T extends z.ZodType>(item: T, name: string) {
  return z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((each) => {
        const checked = item.safeParse(each)
        if (checked.success) return [checked.data]
        leftOut.push(`an item of ${name}`)
        return []
      }),
    )
}

const text = z.string().nullish()
const count = z.number().nullish()
const flag = z.boolean().nullish()
/** An item of a list: its key, and the fields it shows. */
const item = <F extends Record<string, z.ZodType>>(fields: F) => record({_key: text, ...fields})

const image = record({
  alt: text,
  url: text,
  width: count,
  height: count,
  crop: record({top: count, bottom: count, left: count, right: count}).nullish(),
  hotspot: record({x: count, y: count, height: count, width: count}).nullish(),
}).nullish()

/** A page of this site a link or button leads to: its type and current slug (the route table makes the address). */
const target = record({_type: text, slug: text}).nullish()

/** Portable Text as the rich-text projection returns it; the content limits already bound its list levels. */
const richText = list(
  item({
    _type: text,
    style: text,
    listItem: text,
    level: count,
    children: list(item({_type: text, text: text, marks: list(z.string(), 'marks')}), 'children'),
    markDefs: list(item({_type: text, href: text, target}), 'markDefs'),
  }),
  'rich text',
)

const buttons = list(item({label: text, url: text, target}), 'buttons')
const person = item({name: text, role: text, organisation: text})
const statistic = item({number: text, label: text, icon: text})

/** A card of a cards section: a pilot's, a finalist's or an article's fields, each checked by its type. */
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

/** One kind's shape: every field its query returns but `_key` and `_type` (which the door checks for every section). */
type KindFields<T extends PageSectionType> = {[F in Exclude<keyof PageSectionOf<T>, '_key' | '_type'>]: z.ZodType}
const kind = <T extends PageSectionType>(fields: KindFields<T>) => record(fields)

const SECTION_SHAPES: {[T in PageSectionType]: z.ZodType} = {
  heroSection: kind<'heroSection'>({anchor: text, badge: text, headline: text, intro: text, buttons, image}),
  textSection: kind<'textSection'>({anchor: text, heading: text, body: richText}),
  figuresSection: kind<'figuresSection'>({anchor: text, heading: text, intro: text, statistics: list(statistic, 'statistics')}),
  cardsSection: kind<'cardsSection'>({anchor: text, heading: text, intro: text, cards: list(card, 'cards')}),
  valueCardsSection: kind<'valueCardsSection'>({
    anchor: text,
    heading: text,
    intro: text,
    cards: list(item({title: text, text, icon: text}), 'cards'),
  }),
  partnersSection: kind<'partnersSection'>({
    anchor: text,
    heading: text,
    intro: text,
    partners: list(record({_id: text, name: text, url: text, logo: image}), 'partners'),
  }),
  teamSection: kind<'teamSection'>({
    anchor: text,
    heading: text,
    intro: text,
    members: list(record({_id: text, name: text, title: text, organisation: text, linkedinUrl: text, image}), 'members'),
  }),
  eventSection: kind<'eventSection'>({
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
    keynote: record({name: text, role: text, topic: text, image, talkUrl: text, websiteUrl: text, bio: richText}).nullish(),
  }),
  videoSection: kind<'videoSection'>({anchor: text, heading: text, title: text, url: text, poster: image}),
  callToActionSection: kind<'callToActionSection'>({anchor: text, heading: text, text, buttons}),
  questionsSection: kind<'questionsSection'>({
    anchor: text,
    heading: text,
    intro: text,
    items: list(item({question: text, answer: richText}), 'items'),
  }),
}

/** A section as it can be drawn, and the names of what was left out of it; null when no part of it can be (not an object, no key or kind). */
export function checkedSection(section: unknown): {section: unknown; leftOut: string[]} | null {
  if (typeof section !== 'object' || section === null || Array.isArray(section)) return null
  const {_key, _type} = section as {_key?: unknown; _type?: unknown}
  if (typeof _key !== 'string' || typeof _type !== 'string') return null
  // A kind no component draws passes as it is: the page's runner skips it and says so (placeSections.tsx).
  if (!Object.hasOwn(SECTION_SHAPES, _type)) return {section, leftOut: []}
  leftOut = []
  try {
    const checked = SECTION_SHAPES[_type as PageSectionType].safeParse(section)
    return checked.success ? {section: checked.data, leftOut} : null
  } finally {
    leftOut = []
  }
}
