/**
 * What an editor in draft mode gets on every page, and a visitor never does: a bar saying this is a
 * preview of what (the perspective chosen in Presentation) with a way out, and Sanity's Visual Editing overlays (click a text to edit its field in the
 * Presentation tool). Rendered by the layout only in draft mode: visitors load only the small wrapper
 * that would fetch the overlays' code, never the code itself, the bar or any draft.
 */
import {previewPerspective, type PreviewPerspective} from '@/sanity/previewPerspective'
import {PreviewOverlays} from './PreviewOverlays'

/** What the preview shows, in an editor's words. */
function shownLabel(perspective: PreviewPerspective) {
  if (perspective === 'published') return 'Preview: the published site is shown.'
  if (perspective === 'drafts') return 'Preview: drafts are shown.'
  return 'Preview: a scheduled draft or release is shown as it will be published.'
}

export async function PreviewTools() {
  const label = shownLabel(await previewPerspective())
  return (
    <>
      <div role="status" className="sticky bottom-0 z-[70] flex items-center justify-center gap-3 bg-ink px-4 py-2 text-sm text-white">
        <span>{label}</span>
        {/* A plain link: leaving must work before any preview script has loaded. Next's lint rule takes
            this route handler for the /[slug] page (it matches any path against the dynamic segment). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a
          href="/api/draft-mode/disable"
          className="rounded-md bg-white px-3 py-1 font-semibold text-ink underline-offset-2 hover:underline"
        >
          Preview: exit
        </a>
      </div>
      <PreviewOverlays />
    </>
  )
}
