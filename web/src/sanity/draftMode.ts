/**
 * Whether this request is an editor's preview: Next's draft mode together with a live preview pass
 * (security/previewPass.ts, passRevocation.ts). proxy.ts already drops the cookie without one; checked again here
 * so drafts never depend on the proxy alone. Outside a request (build-time static params): no preview.
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
