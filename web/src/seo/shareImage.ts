/**
 * What a page's share image is to the networks that draw it: its address, size and alternative text,
 * at the size share previews draw (Open Graph, X's large card), which the drawn title cards are made at
 * too. sanity/image.ts makes one from a content image; seo/ uses it without knowing where it came from.
 */

export const SHARE_IMAGE_SIZE = {width: 1200, height: 630}

export interface ShareImage {
  url: string
  width: number
  height: number
  /** The editor's alternative text (og:image:alt), when written. */
  alt?: string
}
