/** Chosen pilots, Beacon finalists and articles in the editor's order, each drawn with its list page's card. */
import {ArticleCard} from '@/components/inspire/ArticleCard'
import {FinalistCard} from '@/components/inspire/FinalistCard'
import {PilotCard} from '@/components/pilots/PilotCard'
import {Band} from '@/components/ui/Band'
import type {SectionProps} from '../types'

export function CardsBlock({section, id, delay}: SectionProps<'cardsSection'>) {
  return (
    <Band id={id} title={section.heading} intro={section.intro} tone="muted" delay={delay}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.cards.map((card, index) =>
          // A finalist's card is a list item itself, as on Get Inspired.
          card._type === 'finalist' ? (
            <FinalistCard key={card._id} finalist={card} index={index} />
          ) : (
            <li key={card._id}>
              {card._type === 'pilot' ? <PilotCard pilot={card} index={index} /> : <ArticleCard article={card} index={index} />}
            </li>
          ),
        )}
      </ul>
    </Band>
  )
}
