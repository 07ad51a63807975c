/**
 * The sponsor credit every case study carries: a line under the title ("This pilot is sponsored by …")
 * and a "Sponsored by" block at the end with the logo. The sponsor's site opens in a new tab.
 */
import {SanityImage} from '@/components/SanityImage'
import {ExternalLink} from '@/components/ui/ExternalLink'
import {NewTabHint} from '@/components/ui/NewTabHint'
import type {SponsorData} from './types'

export function SponsorLine({sponsor}: {sponsor: SponsorData}) {
  return (
    <p className="text-sm text-muted">
      {sponsor.line} <ExternalLink href={sponsor.url}>{sponsor.name}</ExternalLink>
    </p>
  )
}

export function SponsorCredit({sponsor}: {sponsor: SponsorData}) {
  return (
    <section aria-labelledby="sponsor-title" className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 id="sponsor-title" className="text-xs font-semibold tracking-wide text-muted uppercase">
          Sponsored by
        </h2>
        <p className="mt-2 text-base">
          {sponsor.line} <ExternalLink href={sponsor.url}>{sponsor.name}</ExternalLink>
        </p>
      </div>
      {sponsor.logo?.url ? (
        <a
          href={sponsor.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-block shrink-0 self-start rounded-lg bg-white p-2 ring-1 ring-line hover:ring-brand-500 sm:self-auto"
        >
          <SanityImage image={sponsor.logo} shownWidth={180} className="h-auto w-[180px]" />
          <NewTabHint />
        </a>
      ) : null}
    </section>
  )
}
