/**
 * Questions and answers as native disclosures (<details>/<summary>): each question is a button for
 * the keyboard and announced as expandable by screen readers, with no script at all.
 */
import {ChevronDown} from '@/components/lucide'
import {Prose} from '@/components/Prose'
import {Band} from '@/components/ui/Band'
import type {PageSectionOf, SectionProps} from '../types'

/** The questions with an answer: a section without one, or without a heading, draws nothing. */
export const answeredQuestions = (section: PageSectionOf<'questionsSection'>) =>
  section.items.filter((item) => item.question && item.answer?.length)

export function QuestionsBlock({section, id, delay}: SectionProps<'questionsSection'>) {
  const items = answeredQuestions(section)
  return (
    <Band id={id} title={section.heading} intro={section.intro} delay={delay}>
      <div className="max-w-3xl divide-y divide-line rounded-card border border-line bg-white">
        {items.map((item) => (
          <details key={item._key} className="group px-5 py-1">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <Prose value={item.answer} className="pb-4" />
          </details>
        ))}
      </div>
    </Band>
  )
}
