/** The migration that makes page list entries weak references, and the bundled dataset it was run on. */
import {readFileSync} from 'node:fs'
import {expect, test} from 'vitest'
import {parseNdjson} from '../src/index'
import {LIST_FIELDS, migrateWeakListReferences} from '../src/migrations/weakListReferences'
import {DATA_FILE} from '../src/paths'

const launch = parseNdjson(readFileSync(DATA_FILE, 'utf8'))

/** The launch dataset as it was before: every list entry strong, one draft entry waiting to be strengthened. */
const strong = launch.map((doc) => {
  const field = LIST_FIELDS[doc._type]
  if (!field) return doc
  return {...doc, [field]: (doc[field] as {_weak?: boolean}[]).map(({_weak, ...entry}) => entry)}
})

test('makes every list entry weak, keeping its key and target, and touches nothing else', () => {
  const draft = {
    _id: 'drafts.pilotsPage',
    _type: 'pilotsPage',
    pilots: [{_type: 'reference', _key: 'n', _ref: 'pilot-new', _weak: false, _strengthenOnPublish: {type: 'pilot'}}],
  }
  const {documents, changes} = migrateWeakListReferences([...strong, draft])
  expect(changes).toHaveLength(6 + 13 + 21 + 6 + 1)
  expect(documents.slice(0, -1)).toEqual(launch)
  expect(documents.at(-1)).toEqual({
    _id: 'drafts.pilotsPage',
    _type: 'pilotsPage',
    pilots: [{_type: 'reference', _key: 'n', _ref: 'pilot-new', _weak: true}],
  })
})

test('running it again, as on the bundled dataset, changes nothing', () => {
  expect(migrateWeakListReferences(launch)).toEqual({documents: launch, changes: []})
})
