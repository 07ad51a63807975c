/**
 * A slugged route's answer to its slug, for its page, generateMetadata and share image: go on, 308 from an
 * earlier slug, or the not-found page; asked once per render (docs/decisions/0007-an-address-asked-once.md).
 */
import {cache} from 'react'
import {notFound, permanentRedirect} from 'next/navigation'
import {sluggedPath, type SluggedType} from '@site/routes'
import {addressesForRender, publishedAddresses} from '../sanity/addresses'
import {judgeSlug, type SlugVerdict} from './slugs'

const renderVerdict = cache(async (type: SluggedType, slug: string): Promise<SlugVerdict> => {
  const verdict = judgeSlug(await addressesForRender(type), slug)
  // One cached entry per type, whatever the slug: a page published here later replaces this 404.
  if (verdict.status === 'unknown') await publishedAddresses(type)
  return verdict
})

/**
 * Returns when `slug` is a current address of `type`; otherwise redirects (308) an earlier slug to
 * the current address (plus `suffix`, e.g. a share image's path) or answers 404.
 */
export async function requireCurrentSlug(type: SluggedType, slug: string, suffix = ''): Promise<void> {
  const verdict = await renderVerdict(type, slug)
  if (verdict.status === 'moved') permanentRedirect(`${sluggedPath(type, verdict.slug)}${suffix}`)
  if (verdict.status === 'unknown') notFound()
}
