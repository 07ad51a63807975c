/** Chosen pilots, Beacon finalists and articles in the editor's order, each drawn with its list page's card. */
import {ArticleCard} from '@/components/inspire/ArticleCard'
import {FinalistCard} from '@/components/inspire/FinalistCard'
import {PilotCard} from '@/components/pilots/PilotCard'
import {Section} from '@/components/ui/Section'
import type {SectionProps} from '../types'

export function CardsSection({section, id, delay}: SectionProps<'cardsSection'>) {
  if (!section.heading || !section.cards.length) return null
  return (
    <Section id={id} title={section.heading} intro={section.intro} tone="muted" delay={delay}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.cards.map((card, index) => (
          <li key={card._id}>
            {card._type === 'pilot' ? <PilotCard pilot={card} index={index} /> : null}
            {card._type === 'finalist' ? <FinalistCard finalist={card} index={index} /> : null}
            {card._type === 'article' ? <ArticleCard article={card} index={index} /> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
