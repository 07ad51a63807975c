/**
 * What a requested slug is: a page (a current slug), a page that moved (an earlier slug) or nothing.
 * The proxy asks before anything is rendered (madeUpAddresses.ts, redirects.ts); routes ask through
 * currentSlug.ts.
 */
import type {SluggedType} from '@site/routes'
import {addressesForProxy, type Address} from '../sanity/addresses'

export type SlugVerdict = {status: 'current'} | {status: 'moved'; slug: string} | {status: 'unknown'}

/** Pure: how one requested slug relates to the published addresses. A current slug wins over an earlier one. */
export function judgeSlug(addresses: Address[], slug: string): SlugVerdict {
  if (addresses.some((address) => address.slug === slug)) return {status: 'current'}
  const moved = addresses.find((address) => address.previousSlugs.includes(slug))
  return moved ? {status: 'moved', slug: moved.slug} : {status: 'unknown'}
}

/** How `slug` relates to the published addresses of `type` now: for the proxy (drafts are not its business). */
export async function publishedSlugVerdict(type: SluggedType, slug: string): Promise<SlugVerdict> {
  return judgeSlug(await addressesForProxy(type), slug)
}
