'use client'
/**
 * Sanity's Visual Editing overlays for an editor in the Presentation tool, loaded only in draft mode.
 * When the editor picks another perspective there (published, drafts, a scheduled draft, a release),
 * the overlays hand it over: it is stored by /api/draft-mode/perspective in next-sanity's perspective
 * cookie, and the page is refreshed to read it. next-sanity's server wrapper would do the same through
 * two server actions posted to the page; pages here only answer reading (405), so the client component
 * is used on its own. Every edit the Studio makes re-renders the page: preview reads are never cached,
 * so a refresh shows the draft as the editor types.
 */
import type {ClientPerspective} from '@sanity/client'
import {useRouter} from 'next/navigation'
import {VisualEditing} from 'next-sanity/visual-editing/client-component'

const PERSPECTIVE_ROUTE = '/api/draft-mode/perspective'

export function PreviewOverlays() {
  const router = useRouter()
  return (
    <VisualEditing
      refresh={() => {
        router.refresh()
        return Promise.resolve()
      }}
      onPerspectiveChange={(perspective: ClientPerspective) => {
        const value = Array.isArray(perspective) ? perspective.join(',') : String(perspective)
        void fetch(`${PERSPECTIVE_ROUTE}?perspective=${encodeURIComponent(value)}`, {cache: 'no-store'})
          .then((answer) => (answer.ok ? (answer.json() as Promise<{changed: boolean}>) : null))
          .then((answer) => {
            if (answer?.changed) router.refresh()
          })
      }}
    />
  )
}
