/**
 * One helper for every page's metadata: its title (the root layout adds the site name), description,
 * canonical URL (resolved against NEXT_PUBLIC_SITE_URL by the layout's metadataBase), and Open Graph
 * and Twitter card text. Share images come from the opengraph-image files beside the routes.
 */
import type {Metadata} from 'next'

export function pageMetadata({
  title,
  description,
  path,
  type = 'website',
}: {
  title: string | null | undefined
  description: string | null | undefined
  path: string
  type?: 'website' | 'article'
}): Metadata {
  const text = {title: title ?? undefined, description: description ?? undefined}
  return {
    ...text,
    alternates: {canonical: path},
    openGraph: {...text, url: path, type},
    twitter: {...text, card: 'summary_large_image'},
  }
}
