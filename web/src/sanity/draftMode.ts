/**
 * Whether this request is an editor's preview (Next's draft mode, switched on by
 * /api/draft-mode/enable after the Presentation tool's secret checked out). Outside a request
 * (generateStaticParams at build time) there is no preview.
 */
import {draftMode} from 'next/headers'

export async function isPreviewing(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}
