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
    message: expect.stringMatching(/^This document holds 5,00\d,\d{3} characters of text: at most 100,000/),
  })
})

test('the site cuts such an answer to the bounds: each text, each list, the sections, and the text of the whole answer', () => {
  const cut = withinLimits(hostile)
  expect(cut.intro).toHaveLength(CONTENT_LIMITS.textChars)
  expect(cut.sections).toHaveLength(CONTENT_LIMITS.sections)
  expect(cut.extra.items).toHaveLength(CONTENT_LIMITS.listItems)
  const many = withinLimits(Array.from({length: 100}, () => ({text: paste.slice(0, 9_000), _key: 'k'})))
  const total = many.reduce((sum, item) => sum + item.text.length, 0)
  expect(total).toBe(2.5 * CONTENT_LIMITS.documentTextChars)
  expect(many.every((item) => item._key === 'k')).toBe(true)
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
