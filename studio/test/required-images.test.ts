/**
 * A required image needs a picture, checked with Sanity's own validator over the launch documents:
 * every image field with a rule of its own (team photos, partner logos, the site logo, finalist
 * thumbnails) is satisfied by the launch content, and refuses an image holding only its alternative
 * text (what "Reset" on the picture leaves) or no image at all, with the image type's message.
 */
import {expect, test} from 'vitest'
import {schemaTypes} from '../schemaTypes'
import {IMAGE_MISSING} from '../schemaTypes/objects/accessibleImage'
import {launchDocument, launchDocuments, validate} from './support/validate'

type Field = {name: string; type: string; validation?: unknown}

/** `type.field` of every document-level image field with its own rule: the ones a page needs. */
const requiredImages = (schemaTypes as unknown as {name: string; type: string; fields?: Field[]}[])
  .filter((type) => type.type === 'document')
  .flatMap((type) =>
    (type.fields ?? [])
      .filter((field) => field.type === 'accessibleImage' && field.validation)
      .map((field) => ({type: type.name, field: field.name})),
  )

const errorsAt = async (doc: Parameters<typeof validate>[0], path: string) =>
  (await validate(doc)).filter((marker) => marker.level === 'error' && marker.path === path).map((marker) => marker.message)

test('the required images are the team photos, partner logos, the site logo and finalist thumbnails', () => {
  expect(requiredImages.map(({type, field}) => `${type}.${field}`).sort()).toEqual([
    'finalist.image',
    'partner.logo',
    'siteSettings.logo',
    'teamMember.image',
  ])
})

test('every launch document has its required images', async () => {
  for (const {type, field} of requiredImages) {
    const docs = launchDocuments.filter((doc) => doc._type === type)
    expect(docs.length, type).toBeGreaterThan(0)
    for (const doc of docs) expect(await errorsAt(doc, field), doc._id).toEqual([])
  }
})

test('a required image holding only its alternative text, or nothing, is an error with the image type’s message', async () => {
  for (const {type, field} of requiredImages) {
    const doc = launchDocument(launchDocuments.find((candidate) => candidate._type === type)!._id)
    const image = doc[field] as {alt: string; _sanityAsset?: string}
    const altOnly = {...doc, [field]: {_type: 'accessibleImage', alt: image.alt}}
    const [message] = await errorsAt(altOnly, field)
    expect(message, `${type}.${field}`).toMatch(/^Upload an image: .+\.$/)
    expect(await errorsAt({...doc, [field]: undefined}, field), `${type}.${field} removed`).toEqual([message])
    // An uploaded picture (an asset reference, as the Studio stores it) satisfies it.
    const uploaded = {
      ...doc,
      [field]: {
        _type: 'accessibleImage',
        alt: image.alt,
        asset: {_type: 'reference', _ref: 'image-5c1e7a0d9b2f4e6a8c3d1b0f9e8d7c6b5a4f3e2d-320x320-png'},
      },
    }
    expect(await errorsAt(uploaded, field), `${type}.${field} uploaded`).toEqual([])
  }
  expect((await errorsAt({...launchDocument('team-sofia-rossi'), image: {_type: 'accessibleImage', alt: 'Sofia Rossi'}}, 'image'))[0]).toBe(
    'Upload an image: a square photo of the person, shown in the About page’s team grid.',
  )
})

test('an optional image may be left out, but not left holding only its alternative text', async () => {
  const givify = launchDocument('pilot-givify')
  expect(await errorsAt({...givify, image: undefined}, 'image')).toEqual([])
  expect(await errorsAt({...givify, image: {_type: 'accessibleImage', alt: 'A picture'}}, 'image')).toEqual([IMAGE_MISSING])
})
