/** Value cards (icon, title, text), drawn as on the About page. */
import {ValueCards} from '@/components/site/ValueCards'
import {Band} from '@/components/ui/Band'
import type {PageSectionOf, SectionProps} from '../types'

/** The cards with a title and a text: a section without one, or without a heading, draws nothing. */
export const completeValueCards = (section: PageSectionOf<'valueCardsSection'>) => section.cards.filter((card) => card.title && card.text)

export function ValueCardsBlock({section, id, delay}: SectionProps<'valueCardsSection'>) {
  const cards = completeValueCards(section)
  return (
    <Band id={id} title={section.heading} intro={section.intro} delay={delay}>
      <ValueCards values={cards} />
    </Band>
  )
}
