/**
 * The single pages come from the route table: every page the site has at a fixed address is one
 * document, titled on the desk as its schema type is, and the schema defines each of them.
 */
import {PAGE_PATHS} from '@site/routes'
import {expect, test} from 'vitest'
import {schemaTypes} from '../schemaTypes'
import {SINGLETONS, singletonTypes} from '../singletons'

test('Site settings and every single page of the route table are singletons, in the route table order', () => {
  expect(SINGLETONS.map(({type}) => type)).toEqual(['siteSettings', ...Object.keys(PAGE_PATHS)])
  expect([...singletonTypes]).toEqual(SINGLETONS.map(({type}) => type))
  for (const {id, type} of SINGLETONS) expect(id).toBe(type)
})

test('each singleton is a document type of the schema, titled as the schema titles it', () => {
  for (const {type, title} of SINGLETONS) {
    const schemaType = schemaTypes.find((candidate) => candidate.name === type)
    expect(schemaType?.type, `${type} is not a document type of the schema`).toBe('document')
    expect(title).toBe(schemaType?.title)
  }
  expect(SINGLETONS.find(({type}) => type === 'homePage')?.title).toBe('Home page')
})
