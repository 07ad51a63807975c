/** The schema-shape checker finds what it promises to find, in documents and inside array members. */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, test} from 'vitest'
import {parseNdjson} from '../src/index'
import {DATA_FILE} from '../src/paths'
import {checkDocument, schemaIndex, type SchemaEntry} from './schemaShape'

const schema = JSON.parse(readFileSync(join(import.meta.dirname, '../../types/schema.json'), 'utf8')) as SchemaEntry[]
const index = schemaIndex(schema)
const pilot = parseNdjson(readFileSync(DATA_FILE, 'utf8')).find((doc) => doc._type === 'pilot')!

describe('schema-shape checker', () => {
  test('a real pilot fits', () => {
    expect(checkDocument(pilot, index)).toEqual([])
  })

  test('reports a missing required field', () => {
    const {title: _title, ...rest} = pilot
    expect(checkDocument(rest as typeof pilot, index)).toContain(`${pilot._id}.title: required`)
  })

  test('reports a value outside an enumeration', () => {
    expect(checkDocument({...pilot, status: 'Paused'}, index).join()).toMatch(/status: "Paused" is not one of Implemented/)
  })

  test('reports an unknown field', () => {
    expect(checkDocument({...pilot, colour: 'red'}, index)).toContain(`${pilot._id}.colour: not a field of this type`)
  })

  test('looks inside array members of a named object type', () => {
    const about = parseNdjson(readFileSync(DATA_FILE, 'utf8')).find((doc) => doc._id === 'aboutPage')!
    const stats = about.impactStatistics as {_key: string; number: string}[]
    const broken = {...about, impactStatistics: [{...stats[0], number: undefined, extra: 1}, ...stats.slice(1)]}
    const problems = checkDocument(broken, index)
    expect(problems).toContain('aboutPage.impactStatistics[0].number: required')
    expect(problems).toContain('aboutPage.impactStatistics[0].extra: not a field of this type')
  })

  test('reports an unknown document type', () => {
    expect(checkDocument({_id: 'x', _type: 'nope'}, index)).toEqual(['x: unknown document type "nope"'])
  })
})
