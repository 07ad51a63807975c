/**
 * One helper for every page's metadata: its title (the root layout adds the site name), description,
 * canonical URL (resolved against NEXT_PUBLIC_SITE_URL by the layout's metadataBase), and Open Graph
 * and Twitter card text. Share images come from the opengraph-image files beside the routes, unless
 * the page passes an `image` of its own (an editor's share image), which X's card then shows too.
 */
import type {Metadata} from 'next'
import type {ShareImage} from './shareImage'

export function pageMetadata({
  title,
  description,
  path,
  type = 'website',
  image,
}: {
  title: string | null | undefined
  description: string | null | undefined
  path: string
  type?: 'website' | 'article'
  image?: ShareImage | null
}): Metadata {
  const text = {title: title ?? undefined, description: description ?? undefined}
  return {
    ...text,
    alternates: {canonical: path},
    // Next.js uses the opengraph-image file only while `images` is absent, so it is set only with an image.
    openGraph: {...text, url: path, type, ...(image ? {images: [image]} : {})},
    twitter: {...text, card: 'summary_large_image'},
  }
}
