/**
 * Which references hold their target. A document that needs another one to make sense (a Beacon
 * page its finalist, a menu link its page) holds it with a strong reference: the Content Lake
 * refuses to unpublish or delete the target while it is held, and the Studio names the holders.
 * The entries of the page lists (Pilots page → Pilots, Home → Partner logos, About → Team members,
 * Get Inspired → Finalists) are weak: unpublishing or deleting a listed document takes its card off
 * the page (the site keeps only entries that resolve) instead of being refused, or of blocking the
 * page's next publish. Links inside rich text are weak too: once their target is gone they show as
 * plain text. A redirect's page is weak: once the page is gone the redirect stops (the launch checklist
 * lists it) instead of holding the page. The bundled dataset follows the schema (scripts/migrations/weak-list-references.mts).
 */
import {readFileSync} from 'node:fs'
import {expect, test} from 'vitest'
import {LIST_FIELDS} from '../../packages/content/src/migrations/weakListReferences'
import {parseNdjson} from '@site/content'
import {schemaTypes} from '../schemaTypes'
import {LISTINGS} from '../schemaTypes/listings'

type Node = {name?: string; type?: string; weak?: boolean; fields?: Node[]; of?: Node[]; marks?: {annotations?: Node[]}}

/** Every reference definition in the schema, with the path to it. */
function references(node: Node, path: string): {path: string; weak: boolean}[] {
  const here = node.type === 'reference' ? [{path, weak: node.weak === true}] : []
  // Rich text's link annotations are fields too: the walk must see them.
  const children = [...(node.fields ?? []), ...(node.of ?? []), ...(node.marks?.annotations ?? [])]
  return [...here, ...children.flatMap((child) => references(child, `${path}.${child.name ?? child.type}`))]
}

const LIST_ENTRIES = [
  'aboutPage.team.reference',
  'getInspiredPage.finalists.reference',
  'homePage.partners.reference',
  'pilotsPage.pilots.reference',
]

/** What a page made in the Studio shows by reference: a removed document leaves its section, a button with a removed page goes. */
const SECTION_ENTRIES = [
  'cardsSection.cards.reference',
  'linkButton.page',
  'partnersSection.partners.reference',
  'teamSection.members.reference',
]

test('list entries and rich-text links are weak references; every other reference is strong', () => {
  const found = schemaTypes.flatMap((type) => references(type as Node, type.name))
  expect(found.map((ref) => ref.path)).toEqual(expect.arrayContaining([...LIST_ENTRIES, 'beaconPage.finalist']))
  expect(
    found
      .filter((ref) => ref.weak)
      .map((ref) => ref.path)
      .sort(),
  ).toEqual([...LIST_ENTRIES, ...SECTION_ENTRIES, 'richText.block.internalLink.reference', 'redirect.to'].sort())
})

test('the lists the Studio names for listed documents are the lists the migration makes weak', () => {
  expect(Object.values(LISTINGS).map(({pageId, field}) => `${pageId}.${field}`)).toEqual(
    expect.arrayContaining(Object.entries(LIST_FIELDS).map(([page, field]) => `${page}.${field}`)),
  )
  expect(Object.keys(LISTINGS)).toHaveLength(Object.keys(LIST_FIELDS).length)
})

test('in the bundled dataset every list entry is weak and every other reference outside rich text and redirects strong', () => {
  const documents = parseNdjson(readFileSync(new URL('../../packages/content/data.ndjson', import.meta.url), 'utf8'))
  const entries = documents.flatMap((doc) => {
    const field = LIST_FIELDS[doc._type]
    return field ? ((doc[field] ?? []) as {_weak?: boolean}[]) : []
  })
  expect(entries.length).toBe(6 + 13 + 21 + 6)
  expect(entries.every((entry) => entry._weak === true)).toBe(true)

  const withoutListsAndText = documents.map((doc) => {
    const copy: Record<string, unknown> = {...doc}
    const field = LIST_FIELDS[doc._type]
    if (field) delete copy[field]
    if (doc._type === 'redirect') delete copy.to
    return copy
  })
  const text = JSON.stringify(withoutListsAndText).replace(/"_type":"internalLink"[^}]*\}\}/g, '')
  expect(text).toContain('"_ref"')
  expect(text).not.toContain('"_weak"')
})
