/**
 * Where each document is shown on the site, for the desk's "View on site" action: the address comes
 * from the site's route table (@site/routes), the site's address from SANITY_STUDIO_SITE_URL.
 */
import {documentPath} from '@site/routes'

type Doc = {_type: string; slug?: {current?: string}}

/** `slug` overrides the document's own, for types whose address comes from a referenced document. */
export function sitePathFor(document: Doc, slug = document.slug?.current): string | null {
  return documentPath(document._type, slug)
}

export const siteUrl = (process.env.SANITY_STUDIO_SITE_URL || 'http://localhost:3000').replace(/\/$/, '')
