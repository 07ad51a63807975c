/**
 * Images as the Content Lake keeps them: each file under a `sanity.imageAsset` document whose id is
 * `image-<sha1 of the file>-<width>x<height>-<ext>` (the Studio refuses any other shape as "Invalid
 * image value"), served at `/images/<project>/<dataset>/<sha1>-<width>x<height>.<ext>`, the address
 * the Studio derives from that id. The launch dataset's images get such ids when the stand-in loads
 * them; their `url` keeps the bundled file's name, so the Lake and the embedded source give the site
 * the same pages, and the file is served under that name too. Uploads (`POST /assets/images/<dataset>`)
 * are stored the same way; uploading the same file again returns its existing asset, as the Lake does.
 */
import {createHash} from 'node:crypto'
import {existsSync, readFileSync} from 'node:fs'
import {dirname, join} from 'node:path'
import type {BundledImage, SanityDocumentLike} from '@site/content'
import {IMAGES_DIR} from '../../content/src/paths.ts'
import {LakeError} from './store.ts'

const MIME: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
}
const EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
}

export interface StoredFile {
  bytes: Buffer
  mimeType: string
}

/** Where a dataset file's images are: `images/` beside it, else the bundled ones (a copied dataset file). */
export function imagesDirFor(datasetFile: string) {
  const beside = join(dirname(datasetFile), 'images')
  return existsSync(beside) ? beside : IMAGES_DIR
}

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

/** Width and height of a PNG, JPEG, GIF, WebP or SVG file; null when the bytes are none of these. */
export function imageSize(bytes: Buffer, mimeType: string): {width: number; height: number} | null {
  if (mimeType === 'image/png' && bytes.length >= 24 && bytes.toString('latin1', 12, 16) === 'IHDR')
    return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)}
  if (mimeType === 'image/gif' && bytes.length >= 10) return {width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8)}
  if (mimeType === 'image/webp' && bytes.toString('latin1', 12, 16) === 'VP8X')
    return {width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3)}
  if (mimeType === 'image/jpeg') {
    // Walk the segments to the first start-of-frame marker, which holds the size.
    let offset = 2
    while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
      const marker = bytes[offset + 1]!
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
        return {height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7)}
      offset += 2 + bytes.readUInt16BE(offset + 2)
    }
    return null
  }
  if (mimeType === 'image/svg+xml') {
    const root = /<svg\b[^>]*>/i.exec(bytes.toString('utf8'))?.[0] ?? ''
    const attribute = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1])
    const viewBox = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root)
    const width = attribute('width') || Number(viewBox?.[1])
    const height = attribute('height') || Number(viewBox?.[2])
    return width > 0 && height > 0 ? {width: Math.round(width), height: Math.round(height)} : null
  }
  return null
}

function assetDocument(
  hash: string,
  file: StoredFile,
  size: {width: number; height: number},
  extension: string,
  names: {url: string; originalFilename: string},
) {
  const {width, height} = size
  return {
    _id: `image-${hash}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: hash,
    sha1hash: hash,
    extension,
    mimeType: file.mimeType,
    size: file.bytes.length,
    originalFilename: names.originalFilename,
    url: names.url,
    path: new URL(names.url).pathname.replace(/^\//, ''),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {_type: 'sanity.imageDimensions', width, height, aspectRatio: width / height},
    },
  }
}

/** The image files of one dataset, by the file names they are served under. */
export class ImageFiles {
  private readonly files = new Map<string, StoredFile>()
  private readonly urlPrefix: string

  /** `urlPrefix`: `https://cdn.sanity.io/images/<project>/<dataset>/`, where the Lake's image URLs point. */
  constructor(urlPrefix: string) {
    this.urlPrefix = urlPrefix
  }

  /** A served file by its name (`<sha1>-<w>x<h>.<ext>`, or a bundled file's own name). */
  get(fileName: string) {
    return this.files.get(fileName) ?? null
  }

  /**
   * Gives the launch dataset's images real-format ids: each asset document is rebuilt from its file
   * and every reference to it follows. A missing file is an error naming it.
   */
  loadBundled(documents: SanityDocumentLike[], images: BundledImage[], imagesDir: string): SanityDocumentLike[] {
    const renamed = new Map<string, SanityDocumentLike>()
    for (const image of images) {
      const path = join(imagesDir, image.fileName)
      if (!existsSync(path)) throw new Error(`The dataset refers to ${image.fileName}, which is not in ${imagesDir}`)
      const file = {bytes: readFileSync(path), mimeType: MIME[image.extension] ?? 'application/octet-stream'}
      const hash = sha1(file.bytes)
      this.files.set(`${hash}-${image.width}x${image.height}.${image.extension}`, file)
      this.files.set(image.fileName, file)
      renamed.set(
        image.assetId,
        assetDocument(hash, file, image, image.extension, {url: `${this.urlPrefix}${image.fileName}`, originalFilename: image.fileName}),
      )
    }
    const relink = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(relink)
      if (!value || typeof value !== 'object') return value
      const record = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, relink(child)]))
      if (typeof record._ref === 'string' && renamed.has(record._ref)) record._ref = renamed.get(record._ref)!._id
      return record
    }
    return documents.map((doc) => renamed.get(doc._id) ?? (relink(doc) as SanityDocumentLike))
  }

  /**
   * Stores an uploaded image and returns the asset document the Lake would create for it. Refuses
   * (400) what is not an image it can read the size of, as the Lake refuses a file that is no image.
   */
  upload(bytes: Buffer, contentType: string | undefined, filename: string | undefined) {
    const mimeType = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
    const extension = EXTENSION[mimeType]
    const size = extension ? imageSize(bytes, mimeType) : null
    if (!extension || !size)
      throw new LakeError(400, `Invalid image: could not read the size of a ${mimeType || 'file without a content type'}`)
    const hash = sha1(bytes)
    const fileName = `${hash}-${size.width}x${size.height}.${extension}`
    const file = {bytes, mimeType}
    this.files.set(fileName, file)
    return assetDocument(hash, file, size, extension, {url: `${this.urlPrefix}${fileName}`, originalFilename: filename || fileName})
  }
}
