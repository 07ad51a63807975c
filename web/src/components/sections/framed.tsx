/**
 * A kind of section drawn in the shared frame (SectionFrame): the case studies' and Beacon pages'
 * kinds are their content components, framed with their heading and the runner's anchor and delay.
 */
import type {ComponentType} from 'react'
import type {SectionEntry, SectionKind} from './placeSections'
import {SectionFrame} from './SectionFrame'

export function framed<S extends SectionEntry>({
  content: Content,
  shows,
  heading,
  marker = false,
}: {
  content: ComponentType<{section: S; heading: string | null}>
  shows: (section: S) => boolean
  heading: (section: S) => string | null
  marker?: boolean
}): SectionKind<S> {
  return {
    draw: ({section, id, delay}) => (
      <SectionFrame id={id} heading={heading(section)} delay={delay} marker={marker}>
        <Content section={section} heading={heading(section)} />
      </SectionFrame>
    ),
    shows,
    heading,
  }
}
