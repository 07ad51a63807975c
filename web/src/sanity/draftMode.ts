/**
 * Whether this request is an editor's preview: Next's draft mode (switched on by
 * /api/draft-mode/enable after the Presentation tool's secret checked out) together with the site's
 * own preview pass, which expires (security/previewPass.ts) and ends when the editor leaves preview
 * (security/passRevocation.ts). proxy.ts already drops the draft-mode
 * cookie that comes without a valid pass; the pass is checked here again so drafts never depend on
 * the proxy alone. Outside a request (generateStaticParams at build time) there is no preview.
 */
import {cookies, draftMode} from 'next/headers'
import {isLivePreviewPass} from '../security/passRevocation'
import {PREVIEW_PASS_COOKIE} from '../security/previewPass'

export async function isPreviewing(): Promise<boolean> {
  try {
    // Cookies are read only in draft mode: reading them makes a page dynamic, and pages are static.
    if (!(await draftMode()).isEnabled) return false
    return await isLivePreviewPass((await cookies()).get(PREVIEW_PASS_COOKIE)?.value)
  } catch {
    return false
  }
}
