/**
 * The sponsor credit every pilot page carries: a line under the title ("This pilot is sponsored by …")
 * and a "Sponsored by" block at the end with the logo. The sponsor's site opens in a new tab from
 * its name; the logo beside the name is decorative, so the same link is not announced twice in a row.
 */
import {SanityImage} from '@/components/SanityImage'
import {ExternalLink} from '@/components/ui/ExternalLink'
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
    <section className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 id="sponsor-title" className="text-xs font-semibold tracking-wide text-muted uppercase">
          Sponsored by
        </h2>
        <p className="mt-2 text-base">
          {sponsor.line} <ExternalLink href={sponsor.url}>{sponsor.name}</ExternalLink>
        </p>
      </div>
      {sponsor.logo?.url ? (
        // The logo beside the linked name: a picture of it, not a second link to the same site.
        <span className="inline-block shrink-0 self-start rounded-lg bg-white p-2 ring-1 ring-line sm:self-auto">
          <SanityImage image={sponsor.logo} shownWidth={180} decorative className="h-auto w-[180px]" />
        </span>
      ) : null}
    </section>
  )
}
