/**
 * The page builder's kinds of section, for the runner (components/sections/placeSections.tsx): which
 * component draws each kind of a page made in the Studio (schema, picture and example: packages/sections/src/;
 * projection and shape: sanity/queries/sections.ts), and
 * what a section needs to be drawn at all. Pages made in the Studio use them, and so does every fixed
 * page's "More sections". Adding a kind is one line here, typed so that a kind the query returns
 * without a component fails the typecheck.
 */
import type {ReactNode} from 'react'
import {usableAnchor} from '@site/routes'
import {formatEventDate} from '@/components/events/eventDates'
import {
  opensWithOwnTitle as opensWithTitle,
  placeSections,
  type SectionDrawProps,
  type SectionKind,
  type SectionKinds,
} from '@/components/sections/placeSections'
import {buttonHref} from '../SectionButtons'
import {CallToActionBlock} from './CallToActionBlock'
import {CardsBlock} from './CardsBlock'
import {EventBlock} from './EventBlock'
import {FiguresBlock, shownFigures} from './FiguresBlock'
import {HeroBlock} from './HeroBlock'
import {PartnersBlock} from './PartnersBlock'
import {answeredQuestions, QuestionsBlock} from './QuestionsBlock'
import {TeamBlock} from './TeamBlock'
import {TextBlock} from './TextBlock'
import {completeValueCards, ValueCardsBlock} from './ValueCardsBlock'
import {VideoBlock} from './VideoBlock'
import type {PageSectionData, PageSectionOf, PageSectionType} from '../types'

/** A builder kind: the editor's anchor when it is one the Studio would accept, the heading (a hero's headline) otherwise. */
function builderKind<T extends PageSectionType>(
  draw: (props: SectionDrawProps<PageSectionOf<T>>) => ReactNode,
  shows: (section: PageSectionOf<T>) => boolean,
  opens = false,
): SectionKind<PageSectionOf<T>> {
  return {draw, shows, opens, anchor: (section) => usableAnchor(section.anchor), heading: headingOf}
}

function headingOf(section: PageSectionData) {
  if ('heading' in section && typeof section.heading === 'string') return section.heading
  return 'headline' in section ? section.headline : null
}

export const SECTION_KINDS: SectionKinds<PageSectionData> = {
  heroSection: builderKind(HeroBlock, (section) => !!section.headline, true),
  textSection: builderKind(TextBlock, (section) => !!section.body?.length),
  figuresSection: builderKind(FiguresBlock, (section) => shownFigures(section).length > 0),
  cardsSection: builderKind(CardsBlock, (section) => !!section.heading && section.cards.length > 0),
  valueCardsSection: builderKind(ValueCardsBlock, (section) => !!section.heading && completeValueCards(section).length > 0),
  partnersSection: builderKind(PartnersBlock, (section) => section.partners.length > 0),
  teamSection: builderKind(TeamBlock, (section) => !!section.heading && section.members.length > 0),
  eventSection: builderKind(EventBlock, (section) => !!section.heading && !!formatEventDate(section.date) && !!section.format, true),
  videoSection: builderKind(VideoBlock, (section) => !!section.url && !!section.title),
  callToActionSection: builderKind(CallToActionBlock, (section) => !!section.heading && section.buttons.some(buttonHref)),
  questionsSection: builderKind(QuestionsBlock, (section) => !!section.heading && answeredQuestions(section).length > 0),
}

/** A page made in the Studio: its sections open the page (the first never fades in; a hero's or an event's title is the h1). */
export const placePageSections = (sections: readonly PageSectionData[]) => placeSections(sections, SECTION_KINDS, {opening: true})

/** True when such a page opens with a hero or an event with its title: no page title is drawn above it. */
export const opensWithOwnTitle = (sections: readonly PageSectionData[]) => opensWithTitle(sections, SECTION_KINDS)
