/**
 * The page builder's one registry: which component draws each section kind of a page made in the
 * Studio (schema: studio/schemaTypes/sections/). Adding a kind is one line here, typed so that a kind
 * the query returns without a component fails the typecheck. Pilot and Beacon pages keep their own
 * section components (pilots/sections/, inspire/sections/): their kinds are fixed parts of those pages.
 */
import type {ComponentType} from 'react'
import {CallToActionBlock} from './sections/CallToActionBlock'
import {CardsBlock} from './sections/CardsBlock'
import {EventBlock} from './sections/EventBlock'
import {FiguresBlock} from './sections/FiguresBlock'
import {HeroBlock} from './sections/HeroBlock'
import {PartnersBlock} from './sections/PartnersBlock'
import {QuestionsBlock} from './sections/QuestionsBlock'
import {TeamBlock} from './sections/TeamBlock'
import {TextBlock} from './sections/TextBlock'
import {ValueCardsBlock} from './sections/ValueCardsBlock'
import {VideoBlock} from './sections/VideoBlock'
import type {PageSectionType, SectionProps} from './types'

export const SECTION_COMPONENTS: {[T in PageSectionType]: ComponentType<SectionProps<T>>} = {
  heroSection: HeroBlock,
  textSection: TextBlock,
  figuresSection: FiguresBlock,
  cardsSection: CardsBlock,
  valueCardsSection: ValueCardsBlock,
  partnersSection: PartnersBlock,
  teamSection: TeamBlock,
  eventSection: EventBlock,
  videoSection: VideoBlock,
  callToActionSection: CallToActionBlock,
  questionsSection: QuestionsBlock,
}
