/**
 * What an <img> needs to show a content image at its shown size with the editor's crop and hotspot: Lake
 * images through Sanity's URL builder (cut to the box's ratio, WebP/AVIF, a srcset); vector images as they
 * are, with CSS keeping the hotspot in view.
 */
import {createImageUrlBuilder} from '@sanity/image-url'
import type {SiteSettingsQueryResult} from '@site/types'
import {SHARE_IMAGE_SIZE, type ShareImage} from '@/seo/shareImage'

/** The `imageFields` projection as TypeGen generates it; every image query shares it. */
export type ImageData = NonNullable<NonNullable<SiteSettingsQueryResult>['logo']>

export interface ShownImage {
  src: string
  /** Absent when one file serves every size (vectors, files outside the CDN). */
  srcSet?: string
  /** The served picture's full size after crop and aspect ratio: its width/height attributes. */
  width: number
  height: number
  /** For a box that crops the picture (object-fit: cover) showing the uncut file: the hotspot. */
  objectPosition?: string
}

/** Widths the CDN is asked for: few enough to be cached well, dense enough for 1x to 2x screens. */
const WIDTHS = [160, 320, 480, 640, 960, 1280, 1600]
/** A raster image on Sanity's CDN: https://cdn.sanity.io/images/{projectId}/{dataset}/{id}-{w}x{h}.{ext} */
const CDN_IMAGE = /^https:\/\/cdn\.sanity\.io\/images\/([^/]+)\/([^/]+)\/[^/?#]+-\d+x\d+\.(?!svg\b)[a-z0-9]+(?:[?#]|$)/i

/** The size of the part the editor kept, then narrowed or shortened to the box's aspect ratio. */
function servedSize(image: ImageData & {width: number; height: number}, aspectRatio?: number) {
  const crop = image.crop
  const width = Math.round(image.width * (1 - (crop?.left ?? 0) - (crop?.right ?? 0)))
  const height = Math.round(image.height * (1 - (crop?.top ?? 0) - (crop?.bottom ?? 0)))
  if (!aspectRatio) return {width, height}
  return width / height > aspectRatio ? {width: Math.round(height * aspectRatio), height} : {width, height: Math.round(width / aspectRatio)}
}

/**
 * `shownWidth` is the widest the picture is shown in CSS pixels; `aspectRatio` is given when the
 * layout shows it in a box of that ratio (cropping it), so the CDN cuts it there around the hotspot.
 * Returns null when the image has no file or no dimensions.
 */
export function shownImage(
  image: ImageData | null | undefined,
  {shownWidth, aspectRatio}: {shownWidth: number; aspectRatio?: number},
): ShownImage | null {
  if (!image?.url || !image.width || !image.height) return null
  const sized = {...image, url: image.url, width: image.width, height: image.height}
  const lake = CDN_IMAGE.exec(sized.url)
  if (!lake) {
    const hotspot = aspectRatio && image.hotspot ? image.hotspot : null
    return {
      src: sized.url,
      width: sized.width,
      height: sized.height,
      objectPosition: hotspot ? `${+(hotspot.x * 100).toFixed(2)}% ${+(hotspot.y * 100).toFixed(2)}%` : undefined,
    }
  }

  const [, projectId, dataset] = lake as unknown as [string, string, string]
  const served = servedSize(sized, aspectRatio)
  const largest = Math.min(shownWidth * 2, served.width)
  const widths = [...new Set([...WIDTHS.filter((w) => w < largest), largest])]
  const builder = createImageUrlBuilder({projectId, dataset})
    .image({asset: {url: sized.url}, crop: image.crop ?? undefined, hotspot: image.hotspot ?? undefined})
    .auto('format')
    .fit(aspectRatio ? 'crop' : 'max')
  const urlAt = (width: number) => (aspectRatio ? builder.width(width).height(Math.round(width / aspectRatio)) : builder.width(width)).url()
  return {
    src: urlAt(largest),
    srcSet: widths.length > 1 ? widths.map((w) => `${urlAt(w)} ${w}w`).join(', ') : undefined,
    width: served.width,
    height: served.height,
  }
}

/**
 * A content image as a page's share image, or null (a vector: share previews draw no SVG, so the page keeps
 * its drawn card). A raster on Sanity's CDN is cut to 1200 × 630 around the crop and hotspot, in its own format.
 */
export function shareImage(image: ImageData | null | undefined): ShareImage | null {
  if (!image?.url || !image.width || !image.height || /\.svg(?:[?#]|$)/i.test(image.url)) return null
  const sized = {...image, url: image.url, width: image.width, height: image.height}
  const alt = image.alt || undefined
  const lake = CDN_IMAGE.exec(sized.url)
  if (!lake) return {url: sized.url, width: sized.width, height: sized.height, alt}

  const [, projectId, dataset] = lake as unknown as [string, string, string]
  const aspectRatio = SHARE_IMAGE_SIZE.width / SHARE_IMAGE_SIZE.height
  // Never asked for above the part the editor kept: the CDN would only send it blown up.
  const width = Math.min(SHARE_IMAGE_SIZE.width, servedSize(sized, aspectRatio).width)
  const height = Math.round(width / aspectRatio)
  const url = createImageUrlBuilder({projectId, dataset})
    .image({asset: {url: sized.url}, crop: image.crop ?? undefined, hotspot: image.hotspot ?? undefined})
    .width(width)
    .height(height)
    .fit('crop')
    .url()
  return {url, width, height, alt}
}
