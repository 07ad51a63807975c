/**
 * A pilot on /pilots: icon, status, category, title, partner organisations, description, the four key
 * features and a "Take a Look" button to its pilot page. Cards fade in 0.1 s apart (docs/product.md#motion).
 */
import {ArrowRight, Building2, CircleCheck} from '@/components/lucide'
import {Icon} from '@/components/editorIcons'
import {KeyFeatureList} from './KeyFeatureList'
import {SanityImage} from '@/components/SanityImage'
import {Badge} from '@/components/ui/Badge'
import {ButtonLink} from '@/components/ui/ButtonLink'
import {Card} from '@/components/ui/Card'
import type {PilotCardData} from './types'
import {sluggedPath} from '@site/routes'

/** `imagePriority`: the card is in the first viewport at phone width, so its picture is fetched first. */
export function PilotCard({pilot, index, imagePriority = false}: {pilot: PilotCardData; index: number; imagePriority?: boolean}) {
  return (
    <Card as="article" index={index} className="flex h-full flex-col overflow-hidden">
      {pilot.image ? (
        <div className="-order-2 -mx-6 -mt-6 mb-6 border-b border-line bg-brand-50">
          <SanityImage
            image={pilot.image}
            shownWidth={400}
            aspectRatio={16 / 9}
            sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
            priority={imagePriority}
            decorative
            className="aspect-video w-full object-cover"
          />
        </div>
      ) : null}
      {/* The title first for screen readers (heading navigation lands on it, then the status and category
          follow); the order classes keep the drawn order: icon and status, category, title. */}
      <h2 className="mt-1 text-xl font-bold tracking-tight text-ink">{pilot.title}</h2>
      <div className="-order-1 flex flex-wrap items-start justify-between gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <Icon name={pilot.icon} className="size-6" />
        </span>
        {pilot.status ? (
          <Badge tone="brand">
            <CircleCheck className="size-3.5" aria-hidden="true" />
            {pilot.status}
          </Badge>
        ) : null}
      </div>
      {pilot.category ? (
        <p className="-order-1 mt-5 text-xs font-semibold tracking-wide text-accent-700 uppercase">{pilot.category}</p>
      ) : null}
      {pilot.partner ? (
        <p className="mt-2 flex gap-2 text-sm text-muted">
          <Building2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">Partners: </span>
            {pilot.partner}
          </span>
        </p>
      ) : null}
      {pilot.description ? <p className="mt-4 leading-relaxed text-ink">{pilot.description}</p> : null}

      {pilot.keyFeatures.length ? (
        <div className="mt-5 rounded-xl bg-surface p-4">
          <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">Key features</h3>
          <KeyFeatureList features={pilot.keyFeatures} />
        </div>
      ) : null}

      <div className="mt-auto pt-6">
        <ButtonLink href={sluggedPath('pilot', pilot.slug)} label={`Take a Look: ${pilot.title}`} className="w-full sm:w-auto">
          Take a Look
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
    </Card>
  )
}
