/**
 * The content limits, as the Studio reports them and as the site cuts an answer: a 5 MB paste, 500
 * sections and a list of 6,000 items are each refused at their field in editors' words and cut to
 * their bound; the launch content passes untouched.
 */
import {readFileSync} from 'node:fs'
import {expect, test} from 'vitest'
import {CONTENT_LIMITS, limitProblems, withinLimits} from '../src'

const launch = readFileSync(new URL('../../content/data.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Record<string, unknown>)

const paste = 'word '.repeat(1_000_000)
const hostile = {
  _id: 'page-hostile',
  _type: 'page',
  title: 'A page',
  sections: Array.from({length: 500}, (_, index) => ({_type: 'textSection', _key: `s${index}`, heading: `Section ${index}`})),
  extra: {items: Array.from({length: 6_000}, (_, index) => index)},
  intro: paste,
}

test('the launch content is within every limit, and an answer of it is cut nowhere', () => {
  for (const document of launch) expect(limitProblems(document), String(document._id)).toEqual([])
  expect(withinLimits(launch)).toEqual(launch)
})

test('a 5 MB paste, 500 sections and 6,000 items are refused at their fields, in editors’ words', () => {
  const problems = limitProblems(hostile)
  expect(problems).toContainEqual({
    path: ['intro'],
    message: 'This text is 5,000,000 characters long: at most 10,000. Split it into several paragraphs or sections.',
  })
  expect(problems).toContainEqual({path: ['sections'], message: 'This page has 500 sections: at most 50. Make a second page for the rest.'})
  expect(problems).toContainEqual({path: ['extra', 'items'], message: 'This list has 6,000 items: at most 5,000.'})
  expect(problems).toContainEqual({
    path: [],
    message: expect.stringMatching(/^This document holds 5,0\d\d,\d{3} characters of text: at most 100,000/),
  })
})

test('the site cuts such an answer to the bounds: each text, each list, the sections, and the text of the whole answer', () => {
  const cut = withinLimits(hostile)
  expect(cut.intro).toHaveLength(CONTENT_LIMITS.textChars)
  expect(cut.sections).toHaveLength(CONTENT_LIMITS.sections)
  expect(cut.extra.items).toHaveLength(CONTENT_LIMITS.listItems)
  const many = withinLimits(Array.from({length: 100}, () => ({text: paste.slice(0, 9_000), _key: 'k'})))
  // Keys count too: the texts and keys drawn until the budget is spent, none after.
  const total = many.reduce((sum, item) => sum + item.text.length + item._key.length, 0)
  expect(total).toBe(2.5 * CONTENT_LIMITS.documentTextChars)
  expect(many.slice(0, 27).every((item) => item._key === 'k' && item.text.length === 9_000)).toBe(true)
  expect(many.at(-1)).toEqual({text: '', _key: ''})
  // The answer given is left as it was.
  expect(hostile.intro).toHaveLength(paste.length)
})

test('the more sections a fixed page adds are bound like a page’s sections', () => {
  const about = {
    _id: 'aboutPage',
    _type: 'aboutPage',
    moreSections: Array.from({length: 60}, (_, index) => ({_type: 'textSection', _key: `m${index}`, heading: `More ${index}`})),
  }
  expect(limitProblems(about)).toEqual([
    {path: ['moreSections'], message: 'This page has 60 sections: at most 50. Make a second page for the rest.'},
  ])
  expect(withinLimits(about).moreSections).toHaveLength(CONTENT_LIMITS.sections)
})

/** A rich-text list item indented `level` deep, as an import or the API can write it. */
const listItem = (level: unknown) => ({
  _type: 'block',
  _key: 'deep',
  style: 'normal',
  listItem: 'bullet',
  level,
  markDefs: [],
  children: [{_type: 'span', _key: 'deep-span', text: 'Deep', marks: []}],
})

test('a list item indented past the deepest level is refused in editors’ words, and the site draws it at that level', () => {
  const page = {_id: 'page-deep', _type: 'page', title: 'Deep', sections: [{_type: 'textSection', _key: 's', body: [listItem(2_000)]}]}
  expect(limitProblems(page)).toEqual([
    {
      path: ['sections', {_key: 's'}, 'body', {_key: 'deep'}, 'level'],
      message: `This list item is indented 2,000 levels deep: at most ${CONTENT_LIMITS.listLevels}. Outdent it.`,
    },
  ])
  expect(withinLimits(page).sections[0]!.body[0]!.level).toBe(CONTENT_LIMITS.listLevels)
  expect(withinLimits([listItem(3), listItem(0), listItem(-5), listItem(2.5)]).map((item) => item.level)).toEqual([3, 1, 1, 2])
  // A level that is no number at all is no level: the item is drawn at the first.
  expect(withinLimits([listItem({deep: 1}), listItem('2000')]).map((item) => item.level)).toEqual([undefined, undefined])
  expect(limitProblems({_id: 'x', _type: 'page', body: [listItem('2000')]})).toEqual([
    {path: ['body', {_key: 'deep'}, 'level'], message: 'This list item’s indentation is not a number: indent it again.'},
  ])
})

test('keys and types are counted and bounded like any text: a 4 MB key is refused and cut', () => {
  const huge = 'k'.repeat(4_000_000)
  const document = {_id: 'page-keys', _type: 'page', title: 'Keys', sections: [{_type: huge, _key: huge, heading: 'A section'}]}
  expect(limitProblems(document)).toEqual([
    {
      path: ['sections', {_key: huge}, '_type'],
      message: `This item’s type name is 4,000,000 characters long: at most ${CONTENT_LIMITS.identifierChars}. It came from an import or the API: remove the item and add it again.`,
    },
    {
      path: ['sections', {_key: huge}, '_key'],
      message: `This item’s key is 4,000,000 characters long: at most ${CONTENT_LIMITS.identifierChars}. It came from an import or the API: remove the item and add it again.`,
    },
    {path: [], message: expect.stringMatching(/^This document holds 8,000,\d{3} characters of text: at most 100,000/)},
  ])
  const cut = withinLimits(document)
  expect(cut.sections[0]!._key).toHaveLength(CONTENT_LIMITS.identifierChars)
  expect(cut.sections[0]!._type).toHaveLength(CONTENT_LIMITS.identifierChars)
  expect(cut.sections[0]!.heading).toBe('A section')
  // Keys count against an answer's budget: a thousand long keys leave no room for more text.
  const keyed = withinLimits(
    Array.from({length: 5_000}, (_, index) => ({_key: `${index}`.padEnd(CONTENT_LIMITS.identifierChars, 'k'), text: 'words'})),
  )
  expect(keyed.at(-1)).toEqual({_key: '', text: ''})
})

test('a key or a type that is not text is left out', () => {
  expect(withinLimits([{_key: {nested: 'x'}, _type: ['block'], text: 'kept'}])).toEqual([{text: 'kept'}])
  expect(limitProblems({_id: 'x', _type: 'page', items: [{_key: 5, _type: {}, text: 'a'}]})).toEqual([
    {
      path: ['items', 0, '_key'],
      message: 'This item’s key is not text. It came from an import or the API: remove the item and add it again.',
    },
    {
      path: ['items', 0, '_type'],
      message: 'This item’s type name is not text. It came from an import or the API: remove the item and add it again.',
    },
  ])
})
