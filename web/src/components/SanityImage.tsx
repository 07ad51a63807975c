/**
 * A content image with its intrinsic width and height (no layout shift), sized for where it is shown
 * and cut as the editor set it (crop, hotspot). Lazy and low priority unless it is in the first
 * viewport at the narrowest phone width (`priority`), where it is often the page's largest paint.
 * A picture that only wider screens show at the top (`priorityMedia`) stays lazy, so a phone never
 * fetches it, and is preloaded at high priority for the screens that match.
 * Renders nothing when the image is missing.
 */
import {preload} from 'react-dom'
import {shownImage, type ImageData} from '@/sanity/image'

export function SanityImage({
  image,
  shownWidth,
  aspectRatio,
  sizes,
  priority = false,
  priorityMedia,
  className = '',
  decorative = false,
}: {
  image: ImageData | null | undefined
  /** The widest the image is shown, in CSS pixels. */
  shownWidth: number
  /** When the layout shows the image in a box of this ratio (object-cover), the ratio: it is cut there around the hotspot. */
  aspectRatio?: number
  sizes?: string
  /** In the first viewport at 375 px wide: fetched first, at high priority. */
  priority?: boolean
  /** A media query where the image is in the first viewport although phones hide it, e.g. "(min-width: 640px)". */
  priorityMedia?: string
  className?: string
  /** When the picture repeats text next to it, hide it from screen readers. */
  decorative?: boolean
}) {
  const shown = shownImage(image, {shownWidth, aspectRatio})
  if (!shown) return null
  const imageSizes = shown.srcSet ? (sizes ?? `${shownWidth}px`) : undefined
  if (priorityMedia && !priority) {
    preload(shown.src, {as: 'image', fetchPriority: 'high', media: priorityMedia, imageSrcSet: shown.srcSet, imageSizes})
  }
  // Attributes an image doesn't need are left out rather than set to undefined: the page's RSC payload
  // spells out every undefined prop ("srcSet":"$undefined"), about 80 bytes per image.
  const optional = {
    ...(shown.srcSet ? {srcSet: shown.srcSet, sizes: imageSizes} : {}),
    ...(priority ? {fetchPriority: 'high' as const} : {}),
    ...(shown.objectPosition ? {style: {objectPosition: shown.objectPosition}} : {}),
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- server-rendered <img> with srcset: no client JS needed
    <img
      src={shown.src}
      {...optional}
      width={shown.width}
      height={shown.height}
      alt={decorative ? '' : (image?.alt ?? '')}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  )
}
