/**
 * The zod pieces the data door checks a builder section with (each kind's shape is in
 * queries/sections.ts, beside its projection; sectionShapes.ts runs the check). A field of another
 * type is left out (null, or no items for a list) and named in `leftOut`, never thrown.
 */
import {z} from 'zod'
import type {PageBySlugQueryResult} from '@site/types'

type PageSection = NonNullable<PageBySlugQueryResult>['sections'][number]
export type PageSectionType = PageSection['_type']
type PageSectionOf<T extends PageSectionType> = Extract<PageSection, {_type: T}>

/** The names of the fields left out by the check running now (read and cleared by `checkedSection`). */
export const leftOut: string[] = []

/** What a field holds when its value is of another type: no items for a list, nothing otherwise. */
const emptyOf = (schema: z.ZodType) => (schema.safeParse([]).success ? [] : null)

/** An object whose fields are each checked alone: a malformed one is left out, the others kept, unknown ones passed on. */
export function record<F extends Record<string, z.ZodType>>(fields: F) {
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
export function list<T extends z.ZodType>(item: T, name: string) {
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

export const text = z.string().nullish()
export const count = z.number().nullish()
export const flag = z.boolean().nullish()
/** An item of a list: its key, and the fields it shows. */
export const item = <F extends Record<string, z.ZodType>>(fields: F) => record({_key: text, ...fields})

export const image = record({
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
export const richTextShape = list(
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

export const buttons = list(item({label: text, url: text, target}), 'buttons')
export const person = item({name: text, role: text, organisation: text})
export const statistic = item({number: text, label: text, icon: text})

/** One kind's shape: every field its query returns but `_key` and `_type` (which the door checks for every section). */
type KindFields<T extends PageSectionType> = {[F in Exclude<keyof PageSectionOf<T>, '_key' | '_type'>]: z.ZodType}
export const kind = <T extends PageSectionType>(fields: KindFields<T>) => record(fields)
