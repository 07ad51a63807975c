/**
 * The sections a page made in the Studio is composed of, in the order the insert menu lists them.
 * Adding a kind: its file here and a line below; docs/architecture.md#add-a-section-kind lists the
 * site's files it needs too (its projection and shape, its component and registry line).
 */
import {defineArrayMember, type InsertMenuOptions} from 'sanity'
import {callToActionSection} from './callToActionSection'
import {cardsSection} from './cardsSection'
import {eventSection} from './eventSection'
import {figuresSection} from './figuresSection'
import {heroSection} from './heroSection'
import {linkButton} from './linkButton'
import {partnersSection} from './partnersSection'
import {questionAndAnswer, questionsSection} from './questionsSection'
import {sectionPicture} from './defineSection'
import {teamSection} from './teamSection'
import {textSection} from './textSection'
import {valueCardsSection} from './valueCardsSection'
import {videoSection} from './videoSection'

export const pageSectionTypes = [
  heroSection,
  textSection,
  figuresSection,
  cardsSection,
  valueCardsSection,
  partnersSection,
  teamSection,
  eventSection,
  videoSection,
  callToActionSection,
  questionsSection,
]

/** Objects the sections are built from. */
export const sectionObjectTypes = [linkButton, questionAndAnswer]

export const PAGE_SECTION_TYPES: readonly string[] = pageSectionTypes.map((type) => type.name)

/**
 * What a list of these sections holds and how its insert menu offers them: every kind, each with its
 * picture, none hidden behind a filter. A page's `sections` and every fixed page's `moreSections`
 * (moreSections.ts) are such lists.
 */
export const sectionList = () => ({
  of: PAGE_SECTION_TYPES.map((type) => defineArrayMember({type})),
  options: {
    insertMenu: {filter: false, views: [{name: 'grid', previewImageUrl: sectionPicture}, {name: 'list'}]} satisfies InsertMenuOptions,
  },
})
