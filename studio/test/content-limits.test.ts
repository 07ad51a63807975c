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
  expect(errors.some((marker) => marker.message.startsWith('This document holds 5,000,'))).toBe(true)
})

test('the launch documents pass every limit', async () => {
  for (const doc of launchDocuments) expect(await limitErrors(structuredClone(doc)), doc._id).toEqual([])
})
