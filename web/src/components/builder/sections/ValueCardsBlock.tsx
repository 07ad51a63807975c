/** Value cards (icon, title, text), drawn as on the About page. */
import {ValueCards} from '@/components/site/ValueCards'
import {Section} from '@/components/ui/Section'
import type {SectionProps} from '../types'

export function ValueCardsBlock({section, id, delay}: SectionProps<'valueCardsSection'>) {
  const cards = section.cards.filter((card) => card.title && card.text)
  if (!section.heading || !cards.length) return null
  return (
    <Section id={id} title={section.heading} intro={section.intro} delay={delay}>
      <ValueCards values={cards} />
    </Section>
  )
}
