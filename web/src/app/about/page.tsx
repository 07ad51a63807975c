/**
 * /about (docs/product.md#about): mission, the four value cards, Our Story, the Impact So Far figures and the
 * Who We Are team grid.
 */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {Prose} from '@/components/Prose'
import {StatisticsRow} from '@/components/site/StatisticsRow'
import {TeamGrid} from '@/components/site/TeamGrid'
import {ValueCards} from '@/components/site/ValueCards'
import {SINGLE_PAGE_KINDS, type SinglePageSection} from '@/components/sections/singlePageKinds'
import {placeSections, Sections} from '@/components/sections/placeSections'
import {loadAboutPage} from '@/sanity/loaders'
import {moreSectionsOf} from '@/app/_shared/moreSections'
import {pageMetadata} from '@/seo/metadata'
import {PAGE_PATHS} from '@site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const about = await loadAboutPage()
  return pageMetadata({title: about?.heading, description: about?.intro, path: PAGE_PATHS.aboutPage})
}

export default async function AboutRoute() {
  const about = await loadAboutPage()
  if (!about) notFound()

  const more = await moreSectionsOf('aboutPage', about)
  const sections: SinglePageSection[] = [
    {_key: 'header', _type: 'header', title: about.heading, intro: about.intro},
    {
      _key: 'mission',
      _type: 'band',
      anchor: 'mission',
      title: about.missionHeading,
      content: (
        <>
          <Prose value={about.mission} className="max-w-3xl" />
          {about.values.length ? (
            <div className={about.mission?.length ? 'mt-12' : ''}>
              <ValueCards values={about.values} />
            </div>
          ) : null}
        </>
      ),
    },
    {
      _key: 'story',
      _type: 'band',
      anchor: 'story',
      title: about.storyHeading,
      tone: 'muted',
      content: about.story?.length ? <Prose value={about.story} className="max-w-3xl" /> : null,
    },
    {
      _key: 'impact',
      _type: 'band',
      anchor: 'impact',
      title: about.impactHeading,
      tone: 'brand',
      content: about.impactStatistics.length ? <StatisticsRow statistics={about.impactStatistics} tone="dark" /> : null,
    },
    {
      _key: 'team',
      _type: 'band',
      anchor: 'team',
      title: about.teamHeading,
      intro: about.teamIntro,
      content: about.team.length ? <TeamGrid members={about.team} /> : null,
    },
  ]

  return (
    <Sections placed={placeSections([...sections, ...more.sections], SINGLE_PAGE_KINDS, {opening: true})} attributes={more.attributes} />
  )
}
