/**
 * Image URLs at the size they are shown. Content Lake images get width and format parameters from
 * the Sanity image CDN (modern formats via auto=format); bundled images (SVG) are served as they are.
 */
import type {SiteSettingsQueryResult} from '@site/types'

/** The `imageFields` projection ({alt, url, width, height}) as TypeGen generates it; every image query shares it. */
export type ImageData = NonNullable<NonNullable<SiteSettingsQueryResult>['logo']>

const CDN = /^https:\/\/cdn\.sanity\.io\//
const WIDTHS = [160, 320, 480, 640, 960, 1280, 1600]

export function isResizable(url: string) {
  return CDN.test(url)
}

export function sizedUrl(url: string, width: number) {
  if (!isResizable(url)) return url
  const sized = new URL(url)
  sized.searchParams.set('w', String(width))
  sized.searchParams.set('auto', 'format')
  sized.searchParams.set('fit', 'max')
  return sized.toString()
}

/** A srcset up to twice the shown width (for dense screens), never above the intrinsic width. */
export function srcSetFor(url: string, shownWidth: number, intrinsicWidth: number) {
  if (!isResizable(url)) return undefined
  const widths = WIDTHS.filter((w) => w <= Math.min(intrinsicWidth, shownWidth * 2))
  if (widths.length === 0) return undefined
  return widths.map((w) => `${sizedUrl(url, w)} ${w}w`).join(', ')
}
