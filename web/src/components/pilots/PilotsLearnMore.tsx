/** The Learn More section under the pilot cards: text from content, buttons to /get-inspired and /contact. */
import {ArrowRight, Mail} from '@/components/lucide'
import {fadeInDelay} from '@/components/motion/fadeIn'
import {ButtonLink} from '@/components/ui/ButtonLink'
import {Container} from '@/components/ui/Container'
import type {LearnMoreData} from './types'
import {PAGE_PATHS} from '@site/routes'

export function PilotsLearnMore({learnMore}: {learnMore: LearnMoreData}) {
  return (
    <section className="pb-16 sm:pb-24">
      <Container>
        <div
          className="fade-in relative overflow-hidden rounded-card bg-brand-50 px-6 py-10 ring-1 ring-brand-100 sm:px-12 sm:py-14"
          style={fadeInDelay(0.3)}
        >
          <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-500/10" />
          <div aria-hidden="true" className="absolute -bottom-28 -left-16 size-56 rounded-full bg-accent-500/15" />
          <div className="relative max-w-2xl">
            <h2 id="learn-more-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {learnMore.title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-muted">{learnMore.text}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink href={PAGE_PATHS.getInspiredPage}>
                {learnMore.inspireLabel}
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
              <ButtonLink href={PAGE_PATHS.contactPage} variant="secondary" className="bg-white">
                <Mail className="size-4" aria-hidden="true" />
                {learnMore.contactLabel}
              </ButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </section>
  )
}
