/**
 * A hero, in the Home page's look: badge, headline (the page's h1 when it opens the page),
 * introduction, buttons and picture; with `figures` (the Home page's headline figures, which no
 * section made in the Studio has) a row of figures closes it. The picture of an opening hero is
 * fetched first (priority), as the largest paint.
 */
import {Sparkles} from '@/components/lucide'
import {SanityImage} from '@/components/SanityImage'
import {StatisticsRow} from '@/components/site/StatisticsRow'
import type {StatisticData} from '@/components/site/types'
import {Badge} from '@/components/ui/Badge'
import {Container} from '@/components/ui/Container'
import {SectionButtons} from '../SectionButtons'
import type {SectionDrawProps} from '@/components/sections/placeSections'
import type {PageSectionOf} from '../types'

/** A hero's data: a hero section's, and the figures only the Home page's hero has. */
export type HeroData = PageSectionOf<'heroSection'> & {figures?: StatisticData[]}

// With figures below, the picture's row leaves them the bottom space.
const ROW_SPACING = {
  alone: 'relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:py-20',
  withFigures: 'relative grid items-center gap-10 pt-12 pb-10 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:pt-20 lg:pb-16',
}

export function HeroBlock({section, id, first}: SectionDrawProps<HeroData>) {
  const {figures} = section
  const Heading = first ? 'h1' : 'h2'
  return (
    <section id={id} className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 -left-32 size-96 rounded-full bg-brand-100/60 blur-3xl" />
      <Container className={figures?.length ? ROW_SPACING.withFigures : ROW_SPACING.alone}>
        <div>
          {section.badge ? (
            <Badge tone="accent">
              <Sparkles className="size-3.5" aria-hidden="true" />
              {section.badge}
            </Badge>
          ) : null}
          <Heading
            id={`${id}-title`}
            className={`${section.badge ? 'mt-5 ' : ''}text-4xl leading-tight font-bold tracking-tight text-balance text-brand-900 sm:text-5xl lg:text-6xl`}
          >
            {section.headline}
          </Heading>
          {section.intro ? <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted sm:text-xl">{section.intro}</p> : null}
          <SectionButtons buttons={section.buttons} large className="mt-8" />
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
      {figures?.length ? (
        <Container className="relative pb-14 sm:pb-16">
          <StatisticsRow statistics={figures} label="Key figures" />
        </Container>
      ) : null}
    </section>
  )
}
