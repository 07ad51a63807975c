/**
 * Image references in Sanity's export format, and how the embedded source turns them into the same
 * shape the Content Lake serves, so one GROQ query (`image.asset->url`, `asset->metadata.dimensions`)
 * works against both.
 *
 * An export writes `{"_type":"image","_sanityAsset":"image@file://./images/NAME-WxH.EXT"}`.
 * Our files keep Sanity's naming habit of ending in `-{width}x{height}.{ext}`, which is where the
 * intrinsic dimensions come from; NAME uses no dashes (Sanity asset ids are dash-separated).
 */

const SANITY_ASSET = /^image@file:\/\/\.\/images\/(([^/-]+)-(\d+)x(\d+)\.([a-z0-9]+))$/i

export interface BundledImage {
  /** File name inside images/, e.g. `logo_oceanaid-240x96.svg` */
  fileName: string
  /** The asset id a Content Lake would use for it: `image-logo_oceanaid-240x96-svg` */
  assetId: string
  width: number
  height: number
  extension: string
}

/** Parses an export-format `_sanityAsset` value; null when it is not a bundled image we understand. */
export function parseSanityAsset(value: string): BundledImage | null {
  const match = SANITY_ASSET.exec(value)
  if (!match) return null
  const [, fileName, name, width, height, extension] = match as unknown as [string, string, string, string, string, string]
  return {
    fileName,
    assetId: `image-${name}-${width}x${height}-${extension.toLowerCase()}`,
    width: Number(width),
    height: Number(height),
    extension: extension.toLowerCase(),
  }
}

const MIME: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
}

/** The `sanity.imageAsset` document the Content Lake would hold for a bundled image. */
export function imageAssetDocument(image: BundledImage, urlPrefix: string) {
  return {
    _id: image.assetId,
    _type: 'sanity.imageAsset',
    url: `${urlPrefix}${image.fileName}`,
    path: `images/${image.fileName}`,
    originalFilename: image.fileName,
    extension: image.extension,
    mimeType: MIME[image.extension] ?? 'application/octet-stream',
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: image.width,
        height: image.height,
        aspectRatio: image.width / image.height,
      },
    },
  }
}
