/** The migration that gives Site settings the words of numbered pages, and the bundled dataset it was run on. */
import {readFileSync} from 'node:fs'
import {expect, test} from 'vitest'
import {parseNdjson} from '../src/index'
import {LAUNCH_PAGINATION_WORDS, migratePaginationWords} from '../src/migrations/paginationWords'
import {DATA_FILE} from '../src/paths'

const launch = parseNdjson(readFileSync(DATA_FILE, 'utf8'))
/** The launch dataset as it was before: Site settings without the words. */
const withoutWords = launch.map((doc) => {
  if (doc._type !== 'siteSettings') return doc
  const {pagination: _pagination, ...rest} = doc
  return rest
})

test('adds the launch words to Site settings without them, and touches nothing else', () => {
  expect(withoutWords.find((doc) => doc._type === 'siteSettings')).not.toHaveProperty('pagination')
  const {documents, changes} = migratePaginationWords(withoutWords)
  expect(changes).toEqual([
    'siteSettings pagination.heading',
    'siteSettings pagination.navigationLabel',
    'siteSettings pagination.previous',
    'siteSettings pagination.next',
  ])
  expect(documents).toEqual(launch)
})

test('keeps the words an editor wrote, adding only the missing ones', () => {
  const settings = {_id: 'siteSettings', _type: 'siteSettings', pagination: {heading: '{list} ({page}/{pages})'}}
  const {documents, changes} = migratePaginationWords([settings])
  expect(changes).toEqual(['siteSettings pagination.navigationLabel', 'siteSettings pagination.previous', 'siteSettings pagination.next'])
  expect(documents[0]?.pagination).toEqual({...LAUNCH_PAGINATION_WORDS, heading: '{list} ({page}/{pages})'})
})

test('running it again, as on the bundled dataset, changes nothing', () => {
  expect(migratePaginationWords(launch)).toEqual({documents: launch, changes: []})
})
