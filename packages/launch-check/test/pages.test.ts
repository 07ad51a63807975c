/** The launch checklist covers pages made in the Studio like every routed page: placeholders, a missing search description, pictures without alternative text. */
import {expect, test} from 'vitest'
import {everySectionPage} from '@site/content/fixtures'
import {missingAltItems, missingSearchDescriptionItems, placeholderItems} from '../src/index.ts'

const page = () => structuredClone(everySectionPage) as unknown as Parameters<typeof placeholderItems>[0]

test('a page without a search description is listed', () => {
  expect(missingSearchDescriptionItems(page())).toEqual([])
  expect(missingSearchDescriptionItems({...page(), seoDescription: ''}).map((item) => item.path)).toEqual([['seoDescription']])
})

test('a section’s picture without alternative text is listed at its field', () => {
  const doc = page() as unknown as {sections: {_type: string; image?: {alt?: string}}[]}
  doc.sections.find((section) => section._type === 'heroSection')!.image!.alt = ''
  expect(missingAltItems(doc as never).map((item) => item.path)).toEqual([['sections', {_key: 'hero'}, 'image', 'alt']])
})

test('sample names and placeholder links inside sections are listed', () => {
  const kinds = placeholderItems(page()).map((item) => item.kind)
  expect(kinds).toContain('sample')
  expect(kinds).toContain('link')
})
