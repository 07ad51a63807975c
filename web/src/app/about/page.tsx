/**
 * /about (docs/product.md#about): mission, the four value cards, Our Story, the Impact So Far figures and the
 * Who We Are team grid.
 */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {Prose} from '@/components/Prose'
import {PageHeader} from '@/components/site/PageHeader'
import {StatisticsRow} from '@/components/site/StatisticsRow'
import {TeamGrid} from '@/components/site/TeamGrid'
import {ValueCards} from '@/components/site/ValueCards'
import {Section} from '@/components/ui/Section'
import {loadAboutPage} from '@/sanity/loaders'
import {pageMetadata} from '@/seo/metadata'
import {PAGE_PATHS} from '@site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const about = await loadAboutPage()
  return pageMetadata({title: about?.heading, description: about?.intro, path: PAGE_PATHS.aboutPage})
}

export default async function AboutRoute() {
  const about = await loadAboutPage()
  if (!about) notFound()

  return (
    <>
      <PageHeader title={about.heading} intro={about.intro} />

      <Section id="mission" title={about.missionHeading} delay={0.1}>
        <Prose value={about.mission} className="max-w-3xl" />
        {about.values.length ? (
          <div className={about.mission?.length ? 'mt-12' : ''}>
            <ValueCards values={about.values} />
          </div>
        ) : null}
      </Section>

      {about.story?.length ? (
        <Section id="story" title={about.storyHeading} tone="muted" delay={0.2}>
          <Prose value={about.story} className="max-w-3xl" />
        </Section>
      ) : null}

      {about.impactStatistics.length ? (
        <Section id="impact" title={about.impactHeading} tone="brand" delay={0.3}>
          <StatisticsRow statistics={about.impactStatistics} tone="dark" />
        </Section>
      ) : null}

      {about.team.length ? (
        <Section id="team" title={about.teamHeading} intro={about.teamIntro} delay={0.4}>
          <TeamGrid members={about.team} />
        </Section>
      ) : null}
    </>
  )
}
