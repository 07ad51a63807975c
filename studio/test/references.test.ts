/**
 * A document a page needs cannot be deleted from under it: every reference in the schema and in the
 * bundled dataset is strong, so the Studio refuses the delete and names the documents that use it.
 * The one exception is a link inside rich text: it never holds a page, and shows as plain text once
 * its target is gone.
 */
import {readFileSync} from 'node:fs'
import {expect, test} from 'vitest'
import {schemaTypes} from '../schemaTypes'

type Node = {name?: string; type?: string; weak?: boolean; fields?: Node[]; of?: Node[]; marks?: {annotations?: Node[]}}

/** Every reference definition in the schema, with the path to it. */
function references(node: Node, path: string): {path: string; weak: boolean}[] {
  const here = node.type === 'reference' ? [{path, weak: node.weak === true}] : []
  // Rich text's link annotations are fields too: the walk must see them.
  const children = [...(node.fields ?? []), ...(node.of ?? []), ...(node.marks?.annotations ?? [])]
  return [...here, ...children.flatMap((child) => references(child, `${path}.${child.name ?? child.type}`))]
}

test('every reference field of the schema is strong, except links inside rich text', () => {
  const found = schemaTypes.flatMap((type) => references(type as Node, type.name))
  expect(found.map((ref) => ref.path)).toEqual(
    expect.arrayContaining([
      'pilotsPage.pilots.reference',
      'beaconPage.finalist',
      'homePage.partners.reference',
      'aboutPage.team.reference',
      'getInspiredPage.finalists.reference',
    ]),
  )
  expect(found.filter((ref) => ref.weak).map((ref) => ref.path)).toEqual(['richText.block.internalLink.reference'])
})

test('no reference in the bundled dataset is weak', () => {
  const text = readFileSync(new URL('../../packages/content/data.ndjson', import.meta.url), 'utf8')
  expect(text).toContain('"_ref"')
  expect(text).not.toContain('"_weak"')
})
