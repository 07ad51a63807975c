/**
 * The page-specific sections of a Beacon page, in the order editors composed them, one drawing per
 * section type (winner panel, innovation summary, project details, next steps, loan structure, impact
 * metrics, milestones, payment schedule, links), described for the page's FramedSections. Standard
 * headings are interface words kept here; an editor's heading replaces them. An empty or unknown
 * section is skipped, never a crash.
 */
import type {ReactNode} from 'react'
import {Target, Trophy} from '@/components/lucide'
import {Prose} from '@/components/Prose'
import {ButtonLink} from '@/components/ui/ButtonLink'
import type {PageSection} from '@/components/sections/FramedSections'
import {FactList} from './FactList'
import type {BeaconSectionData as SectionData, BeaconSectionOf} from './types'

const STANDARD_HEADINGS: Record<SectionData['_type'], string> = {
  beaconWinnerSection: 'Winner',
  beaconSummarySection: 'Innovation Summary',
  beaconProjectDetailsSection: 'Project Details',
  beaconNextStepsSection: 'Next Steps',
  beaconLoanStructureSection: 'Loan Structure',
  beaconImpactMetricsSection: 'Impact Metrics',
  beaconMilestonesSection: 'Milestones',
  beaconPaymentScheduleSection: 'Payment Schedule',
  beaconLinksSection: 'Learn More',
}

export function headingOf(section: SectionData) {
  if (section._type === 'beaconWinnerSection') return section.title || STANDARD_HEADINGS.beaconWinnerSection
  return section.heading || STANDARD_HEADINGS[section._type]
}

function WinnerPanel({section, id}: {section: BeaconSectionOf<'beaconWinnerSection'>; id: string}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid="winner-panel"
      className="relative overflow-hidden rounded-card border-2 border-accent-500 bg-gradient-to-br from-accent-100 to-white p-6 shadow-sm sm:p-8"
    >
      <Trophy aria-hidden="true" className="absolute -right-4 -bottom-4 size-32 text-accent-500/15" />
      <div className="relative flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-500 text-brand-900">
          <Trophy className="size-6" aria-hidden="true" />
        </span>
        <div>
          {section.label ? <p className="text-sm font-bold tracking-wide text-accent-700 uppercase">{section.label}</p> : null}
          <h2 id={`${id}-title`} className="mt-1 text-xl font-bold tracking-tight text-brand-900 sm:text-2xl">
            {section.title}
          </h2>
          <Prose value={section.body} className="mt-3" />
        </div>
      </div>
    </section>
  )
}

function NextSteps({steps}: {steps: BeaconSectionOf<'beaconNextStepsSection'>['steps']}) {
  return (
    <ol className="space-y-4">
      {steps.map((step, index) => (
        <li key={step._key} className="flex gap-4">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div className="pt-1">
            <h3 className="font-semibold text-brand-900">{step.title}</h3>
            {step.description ? <p className="mt-1 text-muted">{step.description}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  )
}

function ImpactMetrics({metrics}: {metrics: BeaconSectionOf<'beaconImpactMetricsSection'>['metrics']}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {metrics.map((metric) => (
        <li key={metric._key} className="rounded-card border border-line bg-white p-5 shadow-sm">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <Target className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-3 font-semibold text-brand-900">{metric.title}</h3>
          {metric.description ? <p className="mt-1 text-sm leading-relaxed text-muted">{metric.description}</p> : null}
        </li>
      ))}
    </ul>
  )
}

function Milestones({items}: {items: BeaconSectionOf<'beaconMilestonesSection'>['items']}) {
  return (
    <ol className="relative space-y-6 border-l-2 border-brand-100 pl-6">
      {items.map((item) => (
        <li key={item._key} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.95rem] size-3.5 rounded-full border-2 border-white bg-brand-500 ring-2 ring-brand-100"
          />
          {item.when ? <p className="text-sm font-semibold text-accent-700">{item.when}</p> : null}
          <h3 className="font-semibold text-brand-900">{item.title}</h3>
          {item.description ? <p className="mt-1 text-muted">{item.description}</p> : null}
        </li>
      ))}
    </ol>
  )
}

function PaymentSchedule({rows, caption}: {rows: BeaconSectionOf<'beaconPaymentScheduleSection'>['rows']; caption: string}) {
  const hasAmount = rows.some((row) => row.amount)
  const hasStatus = rows.some((row) => row.status)
  const cell = 'px-4 py-3 align-top'
  return (
    <div className="overflow-x-auto rounded-card border border-line">
      <table className="w-full min-w-[18rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className={cell}>
              Date
            </th>
            <th scope="col" className={cell}>
              Payment
            </th>
            {hasAmount ? (
              <th scope="col" className={cell}>
                Amount
              </th>
            ) : null}
            {hasStatus ? (
              <th scope="col" className={cell}>
                Status
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-white">
          {rows.map((row) => (
            <tr key={row._key}>
              <th scope="row" className={`${cell} font-semibold whitespace-nowrap text-brand-900`}>
                {row.date}
              </th>
              <td className={cell}>{row.label}</td>
              {hasAmount ? <td className={`${cell} whitespace-nowrap`}>{row.amount}</td> : null}
              {hasStatus ? <td className={`${cell} text-muted`}>{row.status}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function LinkButtons({links}: {links: BeaconSectionOf<'beaconLinksSection'>['links']}) {
  return (
    <ul className="flex flex-wrap gap-3">
      {links.map((link, index) => (
        <li key={link._key}>
          <ButtonLink href={link.url} variant={index === 0 ? 'primary' : 'secondary'}>
            {link.label}
          </ButtonLink>
        </li>
      ))}
    </ul>
  )
}

function body(section: SectionData, heading: string): ReactNode {
  switch (section._type) {
    case 'beaconSummarySection':
      return section.body?.length ? (
        <div className="rounded-card border-l-4 border-brand-500 bg-brand-50 p-5 sm:p-6">
          <Prose value={section.body} />
        </div>
      ) : null
    case 'beaconProjectDetailsSection':
    case 'beaconLoanStructureSection':
      return section.facts.length || section.body?.length ? (
        <div className="space-y-5">
          <FactList facts={section.facts} />
          <Prose value={section.body} />
        </div>
      ) : null
    case 'beaconNextStepsSection':
      return section.steps.length ? <NextSteps steps={section.steps} /> : null
    case 'beaconImpactMetricsSection':
      return section.metrics.length ? <ImpactMetrics metrics={section.metrics} /> : null
    case 'beaconMilestonesSection':
      return section.items.length ? <Milestones items={section.items} /> : null
    case 'beaconPaymentScheduleSection':
      return section.rows.length ? <PaymentSchedule rows={section.rows} caption={heading} /> : null
    case 'beaconLinksSection':
      return section.links.length ? <LinkButtons links={section.links} /> : null
    default:
      return null
  }
}

/** The sections as the page's FramedSections list them; the winner panel keeps its own look. */
export function beaconPageSections(sections: SectionData[]): PageSection[] {
  return sections.map((section) => {
    const heading = headingOf(section)
    if (section._type === 'beaconWinnerSection') {
      return {key: section._key, heading, standalone: section.title ? (id: string) => <WinnerPanel section={section} id={id} /> : undefined}
    }
    return {key: section._key, heading, content: body(section, heading)}
  })
}
