/**
 * A content image with its intrinsic width and height (no layout shift), sized for where it is shown,
 * lazy unless it is the first paint's image. Renders nothing when the image is missing.
 */
import {sizedUrl, srcSetFor, type ImageData} from '@/sanity/image'

export function SanityImage({
  image,
  shownWidth,
  sizes,
  priority = false,
  className = '',
  decorative = false,
}: {
  image: ImageData | null | undefined
  /** The widest the image is shown, in CSS pixels. */
  shownWidth: number
  sizes?: string
  priority?: boolean
  className?: string
  /** When the picture repeats text next to it, hide it from screen readers. */
  decorative?: boolean
}) {
  if (!image?.url || !image.width || !image.height) return null
  const srcSet = srcSetFor(image.url, shownWidth, image.width)
  return (
    // eslint-disable-next-line @next/next/no-img-element -- server-rendered <img> with srcset: no client JS needed
    <img
      src={sizedUrl(image.url, Math.min(shownWidth * 2, image.width))}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${shownWidth}px`) : undefined}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : (image.alt ?? '')}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  )
}
