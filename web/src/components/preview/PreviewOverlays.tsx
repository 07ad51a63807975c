'use client'
/**
 * Sanity's Visual Editing overlays for an editor in the Presentation tool, loaded only in draft mode.
 * next-sanity's server wrapper would also hand the overlays two server actions that post to the page
 * when Presentation sets a perspective; pages here only answer reading (405), and the preview always
 * shows drafts, so the client component is used on its own. Every edit the Studio makes re-renders
 * the page: draft reads are never cached, so a refresh shows the draft as the editor types.
 */
import {useRouter} from 'next/navigation'
import {VisualEditing} from 'next-sanity/visual-editing/client-component'

export function PreviewOverlays() {
  const router = useRouter()
  return (
    <VisualEditing
      refresh={() => {
        router.refresh()
        return Promise.resolve()
      }}
    />
  )
}
