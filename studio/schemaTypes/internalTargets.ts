/**
 * The documents a link inside the site can point at: every single page and every document with an
 * address of its own, as the site's route table lists them. A link stores a reference, so it follows
 * the document when its address changes.
 */
import {PAGE_PATHS, SLUGGED_ROUTES} from '@site/routes'

export const INTERNAL_TARGET_TYPES: {type: string}[] = [...Object.keys(PAGE_PATHS), ...Object.keys(SLUGGED_ROUTES)].map((type) => ({type}))
