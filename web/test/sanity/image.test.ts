/**
 * The image URL and srcset builder over real image documents: the bundled dataset's images read by
 * the site's own query, in both sources, and a photo as the Studio stores it in the Content Lake
 * (asset reference, crop, hotspot) put on the Givify pilot in a copy of the dataset.
 */
import {readFileSync} from 'node:fs'
import {describe, expect, test} from 'vitest'
import {parseNdjson, queryDocuments, toLakeDocuments} from '@site/content'
import {embeddedDatasetFile} from '@/sanity/env'
import {FIRST_PAGE_PARAMS} from '@/sanity/listParams'
import {pilotsPageQuery} from '@/sanity/queries'
import type {PilotsPageQueryResult} from '@site/types'
import {runQuery} from '../embedded'
import {shareImage, shownImage} from '@/sanity/image'

const CDN = 'https://cdn.sanity.io/images/test0proj/production/'
const PHOTO_ID = 'image-5c1e7a0d9b2f4e6a8c3d1b0f9e8d7c6b5a4f3e2d-3000x2000-jpg'

/** The dataset as the Lake serves it, with the Givify pilot's picture replaced by an edited photo. */
function lakePilotsWithPhoto(image: Record<string, unknown>) {
  const {documents} = toLakeDocuments(parseNdjson(readFileSync(embeddedDatasetFile, 'utf8')), CDN)
  const edited = documents.map((doc) =>
    doc._id === 'pilot-givify' ? {...doc, image: {_type: 'accessibleImage', alt: 'A photo', ...image}} : doc,
  )
  edited.push({
    _id: PHOTO_ID,
    _type: 'sanity.imageAsset',
    url: `${CDN}5c1e7a0d9b2f4e6a8c3d1b0f9e8d7c6b5a4f3e2d-3000x2000.jpg`,
    metadata: {_type: 'sanity.imageMetadata', dimensions: {_type: 'sanity.imageDimensions', width: 3000, height: 2000, aspectRatio: 1.5}},
  })
  return queryDocuments<PilotsPageQueryResult>(edited, pilotsPageQuery, FIRST_PAGE_PARAMS)
}

async function givifyPhoto(image: Record<string, unknown>) {
  const page = await lakePilotsWithPhoto({asset: {_type: 'reference', _ref: PHOTO_ID}, ...image})
  const photo = page?.pilots.find((pilot) => pilot.slug === 'givify')?.image
  if (!photo) throw new Error('the Givify pilot lost its picture')
  return photo
}

const params = (url: string) => Object.fromEntries(new URL(url).searchParams)

describe('bundled images (SVG) are served as they are', () => {
  test('from the embedded source: the file itself, no srcset, intrinsic size', async () => {
    const page = await runQuery(pilotsPageQuery)
    const image = page?.pilots.find((pilot) => pilot.slug === 'givify')?.image
    expect(image?.url).toBe('/content-images/pilot_givify-1200x675.svg')
    expect(shownImage(image, {shownWidth: 400, aspectRatio: 16 / 9})).toEqual({
      src: '/content-images/pilot_givify-1200x675.svg',
      width: 1200,
      height: 675,
      objectPosition: undefined,
    })
  })

  test('from the Lake: an SVG on the CDN is not rasterised or resized', async () => {
    const {documents} = toLakeDocuments(parseNdjson(readFileSync(embeddedDatasetFile, 'utf8')), CDN)
    const page = await queryDocuments<PilotsPageQueryResult>(documents, pilotsPageQuery, FIRST_PAGE_PARAMS)
    const image = page?.pilots.find((pilot) => pilot.slug === 'givify')?.image
    expect(shownImage(image, {shownWidth: 400})).toEqual({
      src: `${CDN}pilot_givify-1200x675.svg`,
      width: 1200,
      height: 675,
      objectPosition: undefined,
    })
  })

  test('a hotspot keeps its point in view where a box crops the picture, and only there', async () => {
    const page = await runQuery(pilotsPageQuery)
    const image = {...page!.pilots[0]!.image!, hotspot: {_type: 'sanity.imageHotspot' as const, x: 0.25, y: 0.8, width: 0.2, height: 0.2}}
    expect(shownImage(image, {shownWidth: 400, aspectRatio: 16 / 9})?.objectPosition).toBe('25% 80%')
    expect(shownImage(image, {shownWidth: 400})?.objectPosition).toBeUndefined()
  })

  test('an image without a file or dimensions gives nothing to render', () => {
    expect(shownImage(null, {shownWidth: 400})).toBeNull()
    expect(shownImage({alt: 'x', url: null, width: 10, height: 10, crop: null, hotspot: null}, {shownWidth: 400})).toBeNull()
  })
})

describe('Lake photos go through the image URL builder', () => {
  test('the query passes the crop and hotspot through', async () => {
    const photo = await givifyPhoto({
      crop: {_type: 'sanity.imageCrop', top: 0.1, bottom: 0.1, left: 0.2, right: 0},
      hotspot: {_type: 'sanity.imageHotspot', x: 0.7, y: 0.45, width: 0.2, height: 0.3},
    })
    expect(photo).toMatchObject({width: 3000, height: 2000, crop: {left: 0.2, top: 0.1}, hotspot: {x: 0.7, y: 0.45}})
  })

  test('a card (16:9 box, 400 px wide) gets the editor’s crop, cut around the hotspot, as WebP/AVIF in five widths', async () => {
    const photo = await givifyPhoto({
      crop: {_type: 'sanity.imageCrop', top: 0.1, bottom: 0.1, left: 0.2, right: 0},
      hotspot: {_type: 'sanity.imageHotspot', x: 0.7, y: 0.45, width: 0.2, height: 0.3},
    })
    const shown = shownImage(photo, {shownWidth: 400, aspectRatio: 16 / 9})!
    // The crop keeps 2400 × 1600 px from (600, 200); 16:9 of that is 2400 × 1350, placed so the
    // hotspot's centre (y = 900 px) is in the middle: top 900 − 675 = 225 (centred would be 325).
    expect(shown.width).toBe(2400)
    expect(shown.height).toBe(1350)
    expect(shown.src.startsWith(`${CDN}5c1e7a0d9b2f4e6a8c3d1b0f9e8d7c6b5a4f3e2d-3000x2000.jpg?`)).toBe(true)
    expect(params(shown.src)).toEqual({rect: '600,225,2400,1350', w: '800', h: '450', fit: 'crop', auto: 'format'})
    const candidates = shown.srcSet!.split(', ').map((candidate) => candidate.split(' '))
    expect(candidates.map(([, width]) => width)).toEqual(['160w', '320w', '480w', '640w', '800w'])
    for (const [url, width] of candidates) {
      const w = Number.parseInt(width!, 10)
      expect(params(url!)).toEqual({
        rect: '600,225,2400,1350',
        w: String(w),
        h: String(Math.round((w * 9) / 16)),
        fit: 'crop',
        auto: 'format',
      })
    }
    expect(shown.objectPosition).toBeUndefined()
  })

  test('shown at its own shape, the crop alone applies and the size follows the cropped part', async () => {
    const photo = await givifyPhoto({crop: {_type: 'sanity.imageCrop', top: 0, bottom: 0.5, left: 0, right: 0.5}, hotspot: null})
    const shown = shownImage(photo, {shownWidth: 640})!
    expect([shown.width, shown.height]).toEqual([1500, 1000])
    expect(params(shown.src)).toEqual({rect: '0,0,1500,1000', w: '1280', fit: 'max', auto: 'format'})
    expect(shown.srcSet!.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['160w', '320w', '480w', '640w', '960w', '1280w'])
  })

  test('a photo the editor never cropped is cut at the centre and never asked for above its own width', async () => {
    const photo = await givifyPhoto({})
    const shown = shownImage({...photo, width: 3000, height: 2000}, {shownWidth: 2000, aspectRatio: 1})!
    expect([shown.width, shown.height]).toEqual([2000, 2000])
    expect(params(shown.src)).toEqual({rect: '500,0,2000,2000', w: '2000', h: '2000', fit: 'crop', auto: 'format'})
  })
})

describe('a page’s Share image as share previews draw it', () => {
  test('a Lake photo is cut to 1200 × 630 around the hotspot, in its own format (no WebP/AVIF)', async () => {
    const photo = await givifyPhoto({
      alt: 'Volunteers at the 2026 summit',
      crop: {_type: 'sanity.imageCrop', top: 0.1, bottom: 0.1, left: 0.2, right: 0},
      hotspot: {_type: 'sanity.imageHotspot', x: 0.7, y: 0.45, width: 0.2, height: 0.3},
    })
    const share = shareImage(photo)!
    expect(share).toMatchObject({width: 1200, height: 630, alt: 'Volunteers at the 2026 summit'})
    expect(share.url.startsWith(`${CDN}5c1e7a0d9b2f4e6a8c3d1b0f9e8d7c6b5a4f3e2d-3000x2000.jpg?`)).toBe(true)
    // The crop keeps 2400 × 1600 px from (600, 200); 1200:630 of that is 2400 × 1260, around the hotspot (y = 900 px).
    expect(params(share.url)).toEqual({rect: '600,270,2400,1260', w: '1200', h: '630', fit: 'crop'})
  })

  test('a photo narrower than 1200 px is not blown up', async () => {
    const photo = await givifyPhoto({crop: {_type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0, right: 0.75}, hotspot: null})
    expect(shareImage(photo)).toMatchObject({width: 750, height: 394})
  })

  test('a vector image, or none, leaves the drawn title card', async () => {
    const page = await runQuery(pilotsPageQuery)
    expect(shareImage(page?.pilots[0]?.image)).toBeNull()
    expect(shareImage({alt: 'x', url: `${CDN}logo-240x96.svg`, width: 240, height: 96, crop: null, hotspot: null})).toBeNull()
    expect(shareImage(null)).toBeNull()
  })
})
