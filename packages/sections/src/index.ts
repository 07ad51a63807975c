/**
 * The page builder's section kinds, in the order the Studio's insert menu lists them and the
 * every-section fixture places them. The Studio registers each kind's schema and picture from here
 * (studio/schemaTypes/sections/index.ts), the fixture takes each kind's example. A new kind is its
 * module beside this file and its line below (docs/architecture.md#add-a-section-kind).
 */
import {callToActionSection} from './callToActionSection.ts'
import {cardsSection} from './cardsSection.ts'
import type {SectionKind} from './defineSection.ts'
import {eventSection} from './eventSection.ts'
import {figuresSection} from './figuresSection.ts'
import {heroSection} from './heroSection.ts'
import {partnersSection} from './partnersSection.ts'
import {questionsSection} from './questionsSection.ts'
import {teamSection} from './teamSection.ts'
import {textSection} from './textSection.ts'
import {valueCardsSection} from './valueCardsSection.ts'
import {videoSection} from './videoSection.ts'

export const SECTION_KINDS: readonly SectionKind[] = [
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

export {questionAndAnswer} from './questionsSection.ts'
