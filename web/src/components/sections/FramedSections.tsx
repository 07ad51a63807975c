/**
 * A page's content sections, in page order: each one framed (SectionFrame) with an anchor id unique
 * on the page and the next step of the fade-in stagger. Pages describe their sections as data
 * (`PageSection`), so the order and the numbering come from the list itself, never from a counter.
 */
import {Fragment, type ReactNode} from 'react'
import {headingSlug, uniqueAnchorIds} from './anchorIds'
import {SectionFrame} from './SectionFrame'

export type PageSection = {
  key: string
  heading: string | null
  /** A fixed anchor id (e.g. "presenters") that links rely on; by default one is taken from the heading. */
  id?: string
  /** What the section shows; null or undefined hides the whole section. */
  content?: ReactNode
  /** A section with its own look instead of the frame (e.g. the winner panel), given its anchor id. */
  standalone?: (id: string) => ReactNode
}

export function FramedSections({sections, marker}: {sections: PageSection[]; marker?: boolean}) {
  const shown = sections.filter((section) => section.standalone || (section.content ?? null) !== null)
  const ids = uniqueAnchorIds(
    shown.map((section) => (section.id ? {id: section.id, fixed: true} : {id: headingSlug(section.heading, `section-${section.key}`)})),
  )
  const framed = shown.filter((section) => !section.standalone)
  return (
    <>
      {shown.map((section, position) => {
        const id = ids[position]!
        if (section.standalone) return <Fragment key={section.key}>{section.standalone(id)}</Fragment>
        return (
          <SectionFrame key={section.key} id={id} heading={section.heading} index={framed.indexOf(section)} marker={marker}>
            {section.content}
          </SectionFrame>
        )
      })}
    </>
  )
}
