'use client'
/**
 * Sanity's Visual Editing overlays, in draft mode only. A perspective the editor picks is stored through
 * /api/draft-mode/perspective, then the page refreshes; next-sanity's server wrapper would post server actions to
 * the page, which answers reading only (405), so the client component is used alone.
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
