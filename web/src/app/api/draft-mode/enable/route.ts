/**
 * Switches on draft mode for an editor: the Presentation tool opens this address with a one-hour
 * secret it stored in the dataset; next-sanity checks it and sets Next's draft-mode cookie, then
 * sends the editor to the page being previewed. A wrong or missing secret answers 401 and sets no cookie.
 */
import {defineEnableDraftMode} from 'next-sanity/draft-mode'
import {previewSecretClient} from '@/sanity/previewSecret'

export const {GET} = defineEnableDraftMode({client: previewSecretClient()})
