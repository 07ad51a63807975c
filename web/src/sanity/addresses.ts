/**
 * The published addresses of a slugged type (current slugs and earlier ones), as the address room
 * (web/src/addresses/) and the routes' static params and the sitemap read them. A document whose slug
 * the Studio would refuse (imported past its checks: not lower-case words and hyphens, or for a page
 * made in the Studio an address the site already uses) has no address: the route table's owner keeps
 * a taken one, and nothing links to it (`documentPath` agrees). Why a list per type rather than a
 * query per slug: docs/decisions/0006-slug-verdict-from-the-address-list.md.
 */
import {isAddressableSlug, type SluggedType} from '@site/routes'
import {publishedRemembered, sanityFetchRemembered} from './remembered'
import {loadAddresses} from './loaders'

export type Address = {slug: string; previousSlugs: string[]}

function addressable(type: SluggedType, addresses: Address[]): Address[] {
  return addresses.filter((address) => isAddressableSlug(type, address.slug))
}

/**
 * Through the type's cached list, tagged with its addresses tag: for prerendering, the sitemap, and a
 * 404 that a later publish of an address of the type must replace.
 */
export async function publishedAddresses(type: SluggedType): Promise<Address[]> {
  return addressable(type, await loadAddresses(type))
}

/**
 * The list remembered in this process (remembered.ts), so a page depends on its own document only and
 * a new pilot leaves the other pilots' pages alone. For a render: in draft mode, with drafts.
 */
export async function addressesForRender(type: SluggedType): Promise<Address[]> {
  return addressable(type, await sanityFetchRemembered(loadAddresses.request(type)))
}

/** The same list, published only: for the proxy, which settles draft mode itself. */
export async function addressesForProxy(type: SluggedType): Promise<Address[]> {
  return addressable(type, await publishedRemembered(loadAddresses.request(type)))
}
