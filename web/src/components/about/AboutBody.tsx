/**
 * The About page as app/about draws it: mission, the value cards, Our Story, the Impact So Far
 * figures and the Who We Are team grid, then the editors' more sections.
 */
import {Prose} from '@/components/Prose'
import {StatisticsRow} from '@/components/site/StatisticsRow'
import {TeamGrid} from '@/components/site/TeamGrid'
import {ValueCards} from '@/components/site/ValueCards'
import {SINGLE_PAGE_KINDS, type SinglePageSection} from '@/components/sections/singlePageKinds'
import {placeSections, Sections} from '@/components/sections/placeSections'
import type {MoreSectionsData} from '@/components/sections/moreSectionsData'
import type {AboutPageQueryResult} from '@site/types'

export function AboutBody({about, more}: {about: NonNullable<AboutPageQueryResult>; more: MoreSectionsData}) {
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
