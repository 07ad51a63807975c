/**
 * The privacy policy as app/privacy-policy draws it: the date it was last updated, an introduction and
 * the numbered sections (numbered here, in the order editors set), with a contents list and a link
 * home, then the editors' more sections.
 */
import {SiteLink} from '@/components/ui/SiteLink'
import {ArrowLeft, CalendarDays} from '@/components/lucide'
import {Prose} from '@/components/Prose'
import {formatLongDate} from '@/components/site/formatDate'
import {SINGLE_PAGE_KINDS, type SinglePageSection} from '@/components/sections/singlePageKinds'
import {placeSections, Sections} from '@/components/sections/placeSections'
import type {MoreSectionsData} from '@/components/sections/moreSectionsData'
import {Container} from '@/components/ui/Container'
import type {PrivacyPolicyPageQueryResult} from '@site/types'
import {PAGE_PATHS} from '@site/routes'

export function PrivacyPolicyBody({policy, more}: {policy: NonNullable<PrivacyPolicyPageQueryResult>; more: MoreSectionsData}) {
  const lastUpdated = formatLongDate(policy.lastUpdated)
  const numbered = policy.sections.map((section, index) => ({...section, number: index + 1, anchor: `section-${index + 1}`}))

  const sections: SinglePageSection[] = [
    {
      _key: 'header',
      _type: 'header',
      title: policy.title,
      intro: policy.intro,
      children: lastUpdated ? (
        <p className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-brand-700">
          <CalendarDays className="size-4" aria-hidden="true" />
          <span>
            Last updated: <time dateTime={policy.lastUpdated}>{lastUpdated}</time>
          </span>
        </p>
      ) : null,
    },
    {
      _key: 'body',
      _type: 'plain',
      content: (
        <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[15rem_1fr] lg:gap-16">
          {numbered.length ? (
            <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
              <p className="text-sm font-semibold tracking-wide text-brand-900 uppercase">On this page</p>
              <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-1">
                {numbered.map((section) => (
                  <li key={section._key}>
                    <a href={`#${section.anchor}`} className="flex gap-2 rounded-md py-1 text-muted hover:text-brand-700">
                      <span className="w-5 shrink-0 text-right tabular-nums">{section.number}.</span>
                      <span>{section.heading}</span>
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}

          <div className="min-w-0 max-w-3xl">
            {numbered.map((section) => (
              <section key={section._key} id={section.anchor} className="border-b border-line py-8 first:pt-0 last:border-b-0">
                <h2 id={`${section.anchor}-title`} className="text-xl font-bold tracking-tight text-brand-900 sm:text-2xl">
                  {section.number}. {section.heading}
                </h2>
                <Prose value={section.body} className="mt-4" />
              </section>
            ))}

            <SiteLink
              href={PAGE_PATHS.homePage}
              className="mt-10 inline-flex min-h-11 items-center gap-2 rounded-full font-semibold text-brand-700 hover:text-brand-900 hover:underline hover:underline-offset-4"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to Home
            </SiteLink>
          </div>
        </Container>
      ),
    },
  ]

  return (
    <Sections placed={placeSections([...sections, ...more.sections], SINGLE_PAGE_KINDS, {opening: true})} attributes={more.attributes} />
  )
}
