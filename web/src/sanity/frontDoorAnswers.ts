/**
 * The published answers the proxy reads before any render (editors' redirects, the lists' lengths), kept as last
 * good answers by next.config's build hook, so a server started while the Lake cannot be read still answers them.
 */
import {MAX_REDIRECTS_READ} from './listParams'
import {listLengthsQuery, redirectsQuery} from './queries'
import {readPublishedOrLastGood} from './source'

export async function keepFrontDoorAnswers() {
  // The params the proxy asks with (addresses/): the last good answer is kept under the query and its params.
  await Promise.all([readPublishedOrLastGood(redirectsQuery, MAX_REDIRECTS_READ), readPublishedOrLastGood(listLengthsQuery, {})])
}
