/**
 * A finalist on the Get Inspired showcase: thumbnail (opens the pitch video in a new tab), number,
 * winner mark, title linking to its Beacon page, presenters (name, organisation, role), description.
 */
import {outsideAddress} from '@/security/linkAddress'
import {SiteLink} from '@/components/ui/SiteLink'
import {Play} from '@/components/lucide'
import {SanityImage} from '@/components/SanityImage'
import {Card} from '@/components/ui/Card'
import {NewTabHint} from '@/components/ui/NewTabHint'
import type {FinalistCardData} from './types'
import {WinnerBadge} from './WinnerBadge'
import {sluggedPath} from '@site/routes'

function Thumbnail({finalist, priority}: {finalist: FinalistCardData; priority: boolean}) {
  // Only an address that may be a link makes the picture one (security/linkAddress.ts).
  const videoUrl = outsideAddress(finalist.videoUrl)
  const picture = (
    <SanityImage
      image={finalist.image}
      shownWidth={400}
      aspectRatio={16 / 9}
      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      priority={priority}
      decorative={Boolean(videoUrl)}
      className="aspect-video w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
    />
  )
  if (!videoUrl) return <div className="overflow-hidden bg-brand-900">{picture}</div>
  return (
    <a href={videoUrl} target="_blank" rel="noopener noreferrer" className="group relative block overflow-hidden bg-brand-900">
      {picture}
      <span className="absolute inset-0 flex items-center justify-center bg-brand-900/10 transition-colors group-hover:bg-brand-900/30">
        <span className="flex size-14 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg transition-transform group-hover:scale-110">
          <Play className="ml-0.5 size-6" aria-hidden="true" />
        </span>
      </span>
      <span className="sr-only">Watch the video of {finalist.title}</span>
      <NewTabHint />
    </a>
  )
}

/** `imagePriority`: the card is in the first viewport at phone width, so its thumbnail is fetched first. */
export function FinalistCard({
  finalist,
  index,
  imagePriority = false,
}: {
  finalist: FinalistCardData
  index: number
  imagePriority?: boolean
}) {
  return (
    <Card as="li" index={index} className={`flex flex-col overflow-hidden p-0! ${finalist.isWinner ? 'ring-2 ring-accent-500' : ''}`}>
      <Thumbnail finalist={finalist} priority={imagePriority} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-900 text-sm font-bold text-white">
            <span className="sr-only">Finalist </span>
            {finalist.number}
          </span>
          {finalist.isWinner ? <WinnerBadge /> : null}
        </div>
        <h3 className="mt-4 text-xl font-bold tracking-tight text-brand-900">
          {finalist.hasPage ? (
            <SiteLink
              href={sluggedPath('finalist', finalist.slug)}
              className="hover:text-brand-600 hover:underline hover:underline-offset-4"
            >
              {finalist.title}
            </SiteLink>
          ) : (
            finalist.title
          )}
        </h3>
        {finalist.presenters.length ? (
          <ul className="mt-3 space-y-2" aria-label={`Presenters of ${finalist.title}`}>
            {finalist.presenters.map((presenter) => (
              <li key={presenter._key} className="text-sm leading-snug">
                <span className="font-semibold text-ink">{presenter.name}</span>
                <span className="block text-muted">{[presenter.role, presenter.organisation].filter(Boolean).join(', ')}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {finalist.description ? <p className="mt-4 text-sm leading-relaxed text-muted">{finalist.description}</p> : null}
      </div>
    </Card>
  )
}
