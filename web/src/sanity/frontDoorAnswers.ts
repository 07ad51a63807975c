/**
 * The published answers the proxy reads before any page is rendered (addresses/: editors' redirects, the
 * lists' lengths for numbered pages), kept as last good answers when the build starts (next.config's
 * build hook), as the build keeps every page's own answers while it renders them: a server started from
 * the build while the Content Lake cannot be read still answers redirects and numbered pages as the
 * build knew them.
 */
import {MAX_REDIRECTS_READ} from './listParams'
import {listLengthsQuery, redirectsQuery} from './queries'
import {readPublishedOrLastGood} from './source'

export async function keepFrontDoorAnswers() {
  // The params the proxy asks with (addresses/): the last good answer is kept under the query and its params.
  await Promise.all([readPublishedOrLastGood(redirectsQuery, MAX_REDIRECTS_READ), readPublishedOrLastGood(listLengthsQuery, {})])
}
