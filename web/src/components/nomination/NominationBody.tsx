/**
 * The call for Beacon nominations as app/nominate-beacon draws it: the opening band with the form's
 * button, then purpose, criteria, the numbered process, the timeline, what organisations provide and
 * the call to nominate, each hidden when empty, then the editors' more sections.
 */
import {CalendarDays, CircleCheck, ClipboardList} from '@/components/lucide'
import {Prose} from '@/components/Prose'
import {ButtonLink} from '@/components/ui/ButtonLink'
import {Card} from '@/components/ui/Card'
import {SINGLE_PAGE_KINDS, type SinglePageSection} from '@/components/sections/singlePageKinds'
import {placeSections, Sections} from '@/components/sections/placeSections'
import type {MoreSectionsData} from '@/components/sections/moreSectionsData'
import type {NominationPageQueryResult} from '@site/types'
import {PAGE_PATHS} from '@site/routes'

export function NominationBody({call, more}: {call: NonNullable<NominationPageQueryResult>; more: MoreSectionsData}) {
  const form = call.nominationForm?.url ? call.nominationForm : null
  const hasRange = typeof call.minConcepts === 'number' && typeof call.maxConcepts === 'number'

  const sections: SinglePageSection[] = [
    {
      _key: 'call',
      _type: 'eventHero',
      badge: 'Call for Nominations',
      title: call.title,
      intro: call.intro,
      children: form ? (
        <div className="mt-8">
          <ButtonLink href={form.url} variant="light">
            {form.label}
          </ButtonLink>
        </div>
      ) : null,
    },
    {
      _key: 'purpose',
      _type: 'band',
      anchor: 'purpose',
      title: 'Purpose',
      content: call.purpose?.length ? <Prose value={call.purpose} className="max-w-3xl text-lg" /> : null,
    },
    {
      _key: 'criteria',
      _type: 'band',
      anchor: 'criteria',
      title: 'Criteria',
      tone: 'muted',
      content:
        call.criteria.length || hasRange ? (
          <div className="grid gap-8 md:grid-cols-[1fr_16rem]">
            {call.criteria.length ? (
              <ul className="space-y-3">
                {call.criteria.map((criterion) => (
                  <li key={criterion} className="flex items-start gap-3">
                    <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                    <span>{criterion}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {hasRange ? (
              <p className="flex flex-col items-center justify-center self-start rounded-card bg-white p-6 text-center shadow-sm">
                <span className="text-4xl font-bold text-brand-700">
                  {call.minConcepts}–{call.maxConcepts}
                </span>
                <span className="mt-1 text-sm text-muted">concepts per organisation</span>
              </p>
            ) : null}
          </div>
        ) : null,
    },
    {
      _key: 'process',
      _type: 'band',
      anchor: 'process',
      title: `The ${call.steps.length}-Step Process`,
      content: call.steps.length ? (
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {call.steps.map((step, index) => (
            <Card key={step._key} as="li" index={index}>
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              {step.description ? <p className="mt-2 text-muted">{step.description}</p> : null}
            </Card>
          ))}
        </ol>
      ) : null,
    },
    {
      _key: 'timeline',
      _type: 'band',
      anchor: 'timeline',
      title: 'Timeline',
      tone: 'muted',
      content: call.timeline.length ? (
        <ol className="relative space-y-6 border-l-2 border-brand-100 pl-6">
          {call.timeline.map((entry) => (
            <li key={entry._key} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.05rem] flex size-4 rounded-full border-2 border-white bg-accent-500"
              />
              <p className="flex items-center gap-2 font-semibold text-brand-700">
                <CalendarDays className="size-4" aria-hidden="true" />
                {entry.date}
              </p>
              <p className="mt-1 text-lg">{entry.event}</p>
            </li>
          ))}
        </ol>
      ) : null,
    },
    {
      _key: 'requirements',
      _type: 'band',
      anchor: 'requirements',
      title: 'Organisation Requirements',
      content: call.requirements.length ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {call.requirements.map((requirement) => (
            <li key={requirement} className="flex items-start gap-3 rounded-card border border-line bg-white p-4">
              <ClipboardList className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
              <span>{requirement}</span>
            </li>
          ))}
        </ul>
      ) : null,
    },
    {
      _key: 'nominate',
      _type: 'band',
      anchor: 'nominate',
      title: 'Ready to Nominate?',
      content:
        form || call.summitCallToAction ? (
          <div className="rounded-card bg-brand-900 p-6 text-white sm:p-8">
            {form ? (
              <ButtonLink href={form.url} variant="light">
                {form.label}
              </ButtonLink>
            ) : null}
            {call.summitCallToAction ? (
              <div
                className={`flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between ${form ? 'mt-8 border-t border-white/20 pt-8' : ''}`}
              >
                {call.summitCallToAction.text ? <p className="max-w-2xl text-lg text-brand-100">{call.summitCallToAction.text}</p> : null}
                <ButtonLink href={PAGE_PATHS.summitPage} variant="light">
                  {call.summitCallToAction.label}
                </ButtonLink>
              </div>
            ) : null}
          </div>
        ) : null,
    },
  ]

  return (
    <Sections placed={placeSections([...sections, ...more.sections], SINGLE_PAGE_KINDS, {opening: true})} attributes={more.attributes} />
  )
}
