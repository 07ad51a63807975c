/** A hero: badge, headline (the page's h1 when it opens the page), introduction, buttons and picture, in the Home page's look. */
import {Sparkles} from '@/components/lucide'
import {SanityImage} from '@/components/SanityImage'
import {Badge} from '@/components/ui/Badge'
import {Container} from '@/components/ui/Container'
import {SectionButtons} from '../SectionButtons'
import type {SectionProps} from '../types'

export function HeroBlock({section, id, first}: SectionProps<'heroSection'>) {
  if (!section.headline) return null
  const Heading = first ? 'h1' : 'h2'
  return (
    <section id={id} className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <Container className="relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:py-20">
        <div>
          {section.badge ? (
            <Badge tone="accent">
              <Sparkles className="size-3.5" aria-hidden="true" />
              {section.badge}
            </Badge>
          ) : null}
          <Heading
            id={`${id}-title`}
            className={`${section.badge ? 'mt-5 ' : ''}text-4xl leading-tight font-bold tracking-tight text-balance text-brand-900 sm:text-5xl`}
          >
            {section.headline}
          </Heading>
          {section.intro ? <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted sm:text-xl">{section.intro}</p> : null}
          <div className="mt-8">
            <SectionButtons buttons={section.buttons} />
          </div>
        </div>
        {section.image?.url ? (
          <SanityImage
            image={section.image}
            shownWidth={640}
            sizes="(min-width: 1024px) 560px, 100vw"
            priority={first}
            className="h-auto w-full rounded-3xl shadow-xl shadow-brand-900/10 ring-1 ring-line"
          />
        ) : null}
      </Container>
    </section>
  )
}
