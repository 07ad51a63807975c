/** A call to action on the brand colour: heading, a sentence or two and its buttons. */
import {Container} from '@/components/ui/Container'
import {fadeInDelay} from '@/components/motion/fadeIn'
import {SectionButtons} from '../SectionButtons'
import type {SectionProps} from '../types'

export function CallToActionBlock({section, id, delay}: SectionProps<'callToActionSection'>) {
  return (
    <section id={id} className="py-12 sm:py-16">
      <Container className={delay !== undefined ? 'fade-in' : ''}>
        <div
          style={delay !== undefined ? fadeInDelay(delay) : undefined}
          className="rounded-card bg-brand-900 px-6 py-10 text-center text-white sm:px-12"
        >
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {section.heading}
          </h2>
          {section.text ? <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{section.text}</p> : null}
          <div className="mt-8 flex justify-center">
            <SectionButtons buttons={section.buttons} tone="dark" />
          </div>
        </div>
      </Container>
    </section>
  )
}
