/**
 * The page builder's one registry: which component draws each section kind of a page made in the
 * Studio (schema: studio/schemaTypes/sections/). Adding a kind is one line here, typed so that a kind
 * the query returns without a component fails the typecheck. Pilot and Beacon pages keep their own
 * section components (pilots/sections/, inspire/sections/): their kinds are fixed parts of those pages.
 */
import type {ComponentType} from 'react'
import {CallToActionSection} from './sections/CallToActionSection'
import {CardsSection} from './sections/CardsSection'
import {EventSection} from './sections/EventSection'
import {FiguresSection} from './sections/FiguresSection'
import {HeroSection} from './sections/HeroSection'
import {PartnersSection} from './sections/PartnersSection'
import {QuestionsSection} from './sections/QuestionsSection'
import {TeamSection} from './sections/TeamSection'
import {TextSection} from './sections/TextSection'
import {ValueCardsSection} from './sections/ValueCardsSection'
import {VideoSection} from './sections/VideoSection'
import type {PageSectionType, SectionProps} from './types'

export const SECTION_COMPONENTS: {[T in PageSectionType]: ComponentType<SectionProps<T>>} = {
  heroSection: HeroSection,
  textSection: TextSection,
  figuresSection: FiguresSection,
  cardsSection: CardsSection,
  valueCardsSection: ValueCardsSection,
  partnersSection: PartnersSection,
  teamSection: TeamSection,
  eventSection: EventSection,
  videoSection: VideoSection,
  callToActionSection: CallToActionSection,
  questionsSection: QuestionsSection,
}
