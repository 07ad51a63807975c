/**
 * The embedded engine hands groq-js only the document types a query filters on: the reading must
 * never leave out a type some `*` could match (a page would silently lose content), and references
 * must still reach documents of any type.
 */
import {parse} from 'groq-js'
import {expect, test} from 'vitest'
import {queryDocuments, type SanityDocumentLike} from '../src/index'
import {queriedTypes} from '../src/typeScope'

const typesOf = (query: string, params = {}) => {
  const types = queriedTypes(parse(query, {params}))
  return types && [...types].sort()
}

test('a query whose every `*` is filtered on _type reads those types only', () => {
  expect(typesOf(`*[_type == "pilot" && slug.current == $slug][0]`, {slug: 'x'})).toEqual(['pilot'])
  expect(typesOf(`*[_type == "a"][0]{"b": *[_type in ["b", "c"]], "d": count(*[(_type == "d") && x])}`)).toEqual(['a', 'b', 'c', 'd'])
  expect(typesOf(`*[select($type == "finalist" => _type == "beaconPage", _type == $type)]`, {type: 'pilot'})).toEqual([
    'beaconPage',
    'pilot',
  ])
  expect(typesOf(`*[_type == "a" || _type == "b"]`)).toEqual(['a', 'b'])
})

test('a `*` that may match any type makes the query read everything', () => {
  expect(typesOf(`*[_id == "x"]`)).toBeNull()
  expect(typesOf(`count(*)`)).toBeNull()
  expect(typesOf(`*[_type == "a"]{"all": *[defined(title)]}`)).toBeNull()
  expect(typesOf(`*[_type == "a" || defined(title)]`)).toBeNull()
})

test('references reach documents of types the query does not filter on', async () => {
  const documents: SanityDocumentLike[] = [
    {_id: 'page', _type: 'listPage', items: [{_ref: 'p1'}, {_ref: 'p2'}]},
    {_id: 'p1', _type: 'pilot', title: 'One'},
    {_id: 'p2', _type: 'pilot', title: 'Two'},
    {_id: 'drafts.p2', _type: 'pilot', title: 'Two (draft)'},
  ]
  expect(await queryDocuments(documents, `*[_type == "listPage"][0].items[]->title`)).toEqual(['One', 'Two'])
  expect(await queryDocuments(documents, `*[_type == "listPage"][0].items[]->title`, {}, 'drafts')).toEqual(['One', 'Two (draft)'])
  expect(await queryDocuments(documents, `*[_type == "listPage"][0]{"n": count(*[_type == "pilot"])}`)).toEqual({n: 2})
})
