/**
 * Draws a page made in the Studio, section by section through the registry. Each section gets an
 * anchor id unique on the page (the editor's anchor when it is one the Studio would accept, else one
 * from its heading) and the next step of
 * the fade-in stagger; the first section is the page's opening (no fade, its title the h1 when it has
 * one). A kind the site does not know (an import, a newer Studio) is skipped and logged once per
 * kind, never an error page; a section missing its required fields draws nothing (its component says so).
 * The preview's sortable list (components/preview/SortablePageSections.tsx) wraps the same drawn
 * sections (sectionNodes); this module imports none of it, so a visitor's page loads none of it.
 */
import type {ComponentType, ReactElement} from 'react'
import {usableAnchor} from '@site/routes'
import {headingSlug, uniqueAnchorIds} from '@/components/sections/anchorIds'
import {logSafe} from '@/security/logSafe'
import {SECTION_COMPONENTS} from './registry'
import type {PageSectionData, SectionProps} from './types'

const warned = new Set<string>()

/** The component for a section's kind, or null (logged once per kind) when the site has none. */
function componentFor(type: string): ComponentType<SectionProps<PageSectionData['_type']>> | null {
  const component = (SECTION_COMPONENTS as Record<string, ComponentType<never>>)[type]
  if (component) return component as ComponentType<SectionProps<PageSectionData['_type']>>
  if (!warned.has(type)) {
    warned.add(type)
    console.warn(`[page builder] no component draws sections of type "${logSafe(type)}": skipped`)
  }
  return null
}

/** The kinds whose title is the page's main heading when they open it. */
const OPENING_KINDS: ReadonlySet<string> = new Set(['heroSection', 'eventSection'])

const headingOf = (section: PageSectionData) =>
  'heading' in section && typeof section.heading === 'string' ? section.heading : 'headline' in section ? section.headline : null

const drawable = (sections: PageSectionData[]) =>
  sections.flatMap((section) => {
    const Component = componentFor(section._type)
    return Component ? [{section, Component}] : []
  })

/** True when the page's first drawn section is a hero or an event with its title: that title is then the page's h1. */
export function opensWithOwnTitle(sections: PageSectionData[]): boolean {
  const first = drawable(sections)[0]?.section
  return !!first && OPENING_KINDS.has(first._type) && !!headingOf(first)
}

/** The drawn sections in their order, each with its key: a visitor's page lists them, the preview wraps each. */
export function sectionNodes(sections: PageSectionData[]): {key: string; node: ReactElement}[] {
  const drawn = drawable(sections)
  const ids = uniqueAnchorIds(
    drawn.map(({section}) => {
      const anchor = usableAnchor(section.anchor)
      return anchor ? {id: anchor, fixed: true} : {id: headingSlug(headingOf(section), `section-${section._key}`)}
    }),
  )
  return drawn.map(({section, Component}, index) => ({
    key: section._key,
    node: (
      <Component
        key={section._key}
        section={section}
        id={ids[index]!}
        first={index === 0 && opensWithOwnTitle(sections)}
        delay={index === 0 ? undefined : Math.min(0.1 * index, 0.6)}
      />
    ),
  }))
}

export function PageSections({sections}: {sections: PageSectionData[]}) {
  return <>{sectionNodes(sections).map(({node}) => node)}</>
}
