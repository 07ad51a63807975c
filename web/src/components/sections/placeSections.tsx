/**
 * The one runner that draws a page's list of sections (a page made in the Studio, a pilot, a Beacon page, or a
 * single page's own sections) with the kinds its page allows (a registry: `_type` → how to draw it). Its rules:
 * a section without what it needs (`shows`) is hidden; an unknown kind is skipped and logged once; each section
 * gets an anchor id unique on the page; the opening never fades and is the h1 when its kind `opens`; the others
 * fade in 0.1 s apart, none later than 0.6 s.
 */
import type {ReactElement, ReactNode} from 'react'
import {SectionItems} from './sectionItems'
import {logSafe} from '@/security/logSafe'
import {headingSlug, uniqueAnchorIds} from './anchorIds'

/** One entry of a page's list: Sanity's array items have both fields, a page's own sections name theirs. */
export type SectionEntry = {_key: string; _type: string}

/** Where the runner puts a section: its anchor id, whether it is the page's h1, its fade-in delay. */
interface Placement {
  id: string
  first: boolean
  delay?: number
}

export type SectionDrawProps<S> = {section: S} & Placement

/** How a page draws one kind of section. */
export interface SectionKind<S> {
  draw(props: SectionDrawProps<S>): ReactNode
  /** False when the section lacks what it needs: then nothing of it is drawn. */
  shows?: (section: S) => boolean
  /** Its heading, for its anchor id and, for a kind that `opens`, the page's h1. */
  heading?: (section: S) => string | null | undefined
  /** An anchor id links rely on, kept as it is (unless another section took it first). */
  anchor?: (section: S) => string | null | undefined
  /** Its heading is the page's h1 when it opens the page. */
  opens?: boolean
  /** Drawn as it is: no fade-in, no step of the stagger. */
  still?: boolean
}

/** The kinds a page allows, one per `_type` of its entries. */
export type SectionKinds<S extends SectionEntry> = {[T in S['_type']]: SectionKind<Extract<S, {_type: T}>>}

/** What the runner drew: each section's node (keyed), and what a list drawn after it on the same page continues from. */
export interface PlacedSections {
  sections: {key: string; node: ReactElement}[]
  ids: string[]
  steps: number
}

const warned = new Set<string>()

function kindOf<S extends SectionEntry>(kinds: SectionKinds<S>, section: S): SectionKind<S> | null {
  const kind = (kinds as unknown as Record<string, SectionKind<S> | undefined>)[section._type]
  if (kind) return kind
  if (!warned.has(section._type)) {
    warned.add(section._type)
    console.warn(`[sections] no component draws sections of type "${logSafe(section._type)}": skipped`)
  }
  return null
}

/** The sections drawn, each with its kind: known kinds only, and only those with what they need. */
function shownSections<S extends SectionEntry>(sections: readonly S[], kinds: SectionKinds<S>) {
  return sections.flatMap((section) => {
    const kind = kindOf(kinds, section)
    return kind && (kind.shows?.(section) ?? true) ? [{section, kind}] : []
  })
}

const MAX_DELAY = 0.6

/**
 * Places `sections` with `kinds`. `opening`: the list starts the page (its first section is the
 * opening). `after`: a list drawn earlier on the same page, whose anchors stay taken and whose
 * stagger this one continues.
 */
export function placeSections<S extends SectionEntry>(
  sections: readonly S[],
  kinds: SectionKinds<S>,
  {opening = false, after}: {opening?: boolean; after?: PlacedSections} = {},
): PlacedSections {
  const shown = shownSections(sections, kinds)
  const taken = after?.ids ?? []
  const ids = uniqueAnchorIds([
    ...taken.map((id) => ({id, fixed: true})),
    ...shown.map(({section, kind}) => {
      const anchor = kind.anchor?.(section)
      return anchor ? {id: anchor, fixed: true} : {id: headingSlug(kind.heading?.(section), `section-${section._key}`)}
    }),
  ]).slice(taken.length)

  let step = after?.steps ?? (opening ? -1 : 0)
  const placed = shown.map(({section, kind}, index) => {
    const opensPage = opening && !after && index === 0
    if (!kind.still || opensPage) step += 1
    const delay = opensPage || kind.still ? undefined : Math.min(0.1 * step, MAX_DELAY)
    const Draw = kind.draw
    return {
      key: section._key,
      node: (
        <Draw
          key={section._key}
          section={section}
          id={ids[index]!}
          first={opensPage && !!kind.opens && !!kind.heading?.(section)}
          delay={delay}
        />
      ),
    }
  })
  return {sections: placed, ids: [...taken, ...ids], steps: step}
}

/** True when the first section `placeSections` would show is of a kind that opens a page, with its heading: that heading is then the page's h1. */
export function opensWithOwnTitle<S extends SectionEntry>(sections: readonly S[], kinds: SectionKinds<S>): boolean {
  const [first] = shownSections(sections, kinds)
  return !!first?.kind.opens && !!first.kind.heading?.(first.section)
}

/**
 * The drawn sections, in order. `attributes` (an editor's preview only): the visual-editing attribute
 * of the sections the Presentation tool may drag, by key (components/preview/sectionAttribute.ts).
 */
export function Sections({placed, attributes}: {placed: PlacedSections; attributes?: ReadonlyMap<string, string>}) {
  return <SectionItems sections={placed.sections.map(({key, node}) => ({key, node, attribute: attributes?.get(key)}))} />
}
