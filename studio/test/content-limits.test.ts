/**
 * The content limits block publishing in the Studio (Sanity's validator over this schema), at the field
 * that passes one and in editors' words: a pasted 5 MB text, a page of 60 sections, a list past its
 * bound. The launch content has no such error.
 */
import {expect, test} from 'vitest'
import {launchDocument, launchDocuments, validate} from './support/validate'

const limitErrors = async (doc: ReturnType<typeof launchDocument>) =>
  (await validate(doc)).filter((marker) => marker.level === 'error' && /at most [\d,]+/.test(marker.message))

test('a pasted 5 MB text and a page of 60 sections are errors at their fields', async () => {
  const page = {
    _id: 'page-long',
    _type: 'page',
    title: 'A Long Page',
    slug: {_type: 'slug', current: 'a-long-page'},
    sections: Array.from({length: 60}, (_, index) => ({_type: 'textSection', _key: `s${index}`, heading: `Part ${index + 1}`})),
  }
  page.sections[0] = {...page.sections[0]!, heading: 'x'.repeat(5_000_000)}
  const errors = await limitErrors(page as never)
  expect(errors).toContainEqual({
    level: 'error',
    path: 'sections',
    message: 'This page has 60 sections: at most 50. Make a second page for the rest.',
  })
  expect(errors).toContainEqual({
    level: 'error',
    path: 'sections.[s0].heading',
    message: 'This text is 5,000,000 characters long: at most 10,000. Split it into several paragraphs or sections.',
  })
  expect(errors.some((marker) => /^This document holds 5,00\d,/.test(marker.message))).toBe(true)
})

test('the launch documents pass every limit', async () => {
  for (const doc of launchDocuments) expect(await limitErrors(structuredClone(doc)), doc._id).toEqual([])
})

test('a list item indented 2,000 levels and a 200-character key (an import, the API) are errors at their fields', async () => {
  const key = 'k'.repeat(200)
  const page = {
    _id: 'page-deep',
    _type: 'page',
    title: 'A Deep Page',
    slug: {_type: 'slug', current: 'a-deep-page'},
    sections: [
      {
        _type: 'textSection',
        _key: key,
        heading: 'Deep',
        body: [
          {
            _type: 'block',
            _key: 'deep',
            style: 'normal',
            listItem: 'bullet',
            level: 2_000,
            markDefs: [],
            children: [{_type: 'span', _key: 'deep-s', text: 'Deep', marks: []}],
          },
        ],
      },
    ],
  }
  const errors = await limitErrors(page as never)
  expect(errors).toContainEqual({
    level: 'error',
    path: `sections.[${key}].body.[deep].level`,
    message: 'This list item is indented 2,000 levels deep: at most 10. Outdent it.',
  })
  expect(errors).toContainEqual({
    level: 'error',
    path: `sections.[${key}]._key`,
    message: 'This item’s key is 200 characters long: at most 128. It came from an import or the API: remove the item and add it again.',
  })
})
