/**
 * What a slugged address is before anything is rendered for it: a page (the current slug), a page
 * that moved (an earlier slug: permanent redirect to the current one), or nothing (404). The answer
 * comes from the type's address list as the source has it now, kept in this process and not tied to
 * the page's cache tags (fetch.ts's sanityFetchRemembered): a page depends on its own document (its
 * loader's slug tag), not on every address of its type, so a new pilot leaves the other pilots'
 * pages alone; a request for an unknown slug runs no per-slug query and leaves no per-slug entry in
 * the data cache; and a page's metadata and body, rendered apart, never disagree about it. A 404 is
 * tied to the type's cached list, so the page re-renders when an address of its type is added.
 */
import {notFound, permanentRedirect} from 'next/navigation'
import {isAddressableSlug, sluggedPath, type SluggedType} from '@site/routes'
import {publishedRemembered, sanityFetchRemembered} from './remembered'
import {loadAddresses} from './loaders'

export type Address = {slug: string; previousSlugs: string[]}

export type SlugVerdict = {status: 'current'} | {status: 'moved'; slug: string} | {status: 'unknown'}

/** Pure: how one requested slug relates to the published addresses. A current slug wins over an earlier one. */
export function judgeSlug(addresses: Address[], slug: string): SlugVerdict {
  if (addresses.some((address) => address.slug === slug)) return {status: 'current'}
  const moved = addresses.find((address) => address.previousSlugs.includes(slug))
  return moved ? {status: 'moved', slug: moved.slug} : {status: 'unknown'}
}

/**
 * The published addresses of a slugged type, for prerendering, the sitemap and the checks below. A
 * document whose slug the Studio would refuse (imported past its checks: not lower-case words and
 * hyphens, or for a page made in the Studio an address the site already uses) has no address: the
 * route table's owner keeps a taken one, and nothing links to it (`documentPath` agrees).
 */
export async function publishedAddresses(type: SluggedType): Promise<Address[]> {
  return addressable(type, await loadAddresses(type))
}

function addressable(type: SluggedType, addresses: Address[]): Address[] {
  return addresses.filter((address) => isAddressableSlug(type, address.slug))
}

/**
 * How `slug` relates to the published addresses of `type` now, from the same list in this process:
 * for proxy.ts, which answers an unknown slug before any route renders (drafts are not its business:
 * it lets an editor's preview through).
 */
export async function publishedSlugVerdict(type: SluggedType, slug: string): Promise<SlugVerdict> {
  return judgeSlug(addressable(type, await publishedRemembered(loadAddresses.request(type))), slug)
}

/**
 * Returns when `slug` is a current address of `type`; otherwise redirects (308) an earlier slug to
 * the current address (plus `suffix`, e.g. a share image's path) or answers 404.
 */
export async function requireCurrentSlug(type: SluggedType, slug: string, suffix = ''): Promise<void> {
  const verdict = judgeSlug(addressable(type, await sanityFetchRemembered(loadAddresses.request(type))), slug)
  if (verdict.status === 'moved') permanentRedirect(`${sluggedPath(type, verdict.slug)}${suffix}`)
  if (verdict.status === 'unknown') {
    // One cached entry per type, whatever the slug: a page published here later replaces this 404.
    await loadAddresses(type)
    notFound()
  }
}
