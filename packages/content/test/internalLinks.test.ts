/**
 * The migration that turns rich-text links typed as site paths into references, and the bundled
 * dataset it was run on: no typed site path is left in its rich text.
 */
import {readFileSync} from 'node:fs'
import {describe, expect, test} from 'vitest'
import {parseNdjson, type SanityDocumentLike} from '../src/index'
import {addressIndex, migrateInternalLinks} from '../src/migrations/internalLinks'
import {DATA_FILE} from '../src/paths'

const launch = parseNdjson(readFileSync(DATA_FILE, 'utf8'))

/** A copy of the launch dataset whose privacy policy's first section links with these mark definitions. */
function withLinks(...markDefs: object[]): SanityDocumentLike[] {
  const docs = structuredClone(launch)
  const policy = docs.find((doc) => doc._id === 'privacyPolicyPage') as SanityDocumentLike & {sections: [{body: object[]}]}
  policy.sections[0].body = [
    {_type: 'block', _key: 'b', style: 'normal', markDefs, children: [{_type: 'span', _key: 's', text: 'x', marks: []}]},
  ]
  return docs
}

const markDefsOf = (docs: SanityDocumentLike[]) =>
  (docs.find((doc) => doc._id === 'privacyPolicyPage') as unknown as {sections: [{body: [{markDefs: object[]}]}]}).sections[0].body[0]
    .markDefs

describe('rich-text internal links migration', () => {
  test('knows the address of every page and slugged document of the launch dataset', () => {
    const index = addressIndex(launch)
    expect(index.get('/')).toBe('homePage')
    expect(index.get('/pilots')).toBe('pilotsPage')
    expect(index.get('/pilot/givify')).toBe('pilot-givify')
    expect(index.get('/article/manifesto')).toBe('article-manifesto')
    expect(index.get('/beacon/staking-for-good')).toBe('finalist-staking-for-good')
  })

  test('turns typed site paths into weak references to the document shown there, keeping the mark key', () => {
    const {documents, migrated, unresolved} = migrateInternalLinks(
      withLinks(
        {_type: 'link', _key: 'a', href: '/pilots'},
        {_type: 'link', _key: 'b', href: '/beacon/staking-for-good/'},
        {_type: 'link', _key: 'c', href: 'https://example.org/'},
        {_type: 'link', _key: 'd', href: 'mailto:hello@example.org'},
      ),
    )
    expect(migrated).toBe(2)
    expect(unresolved).toEqual([])
    expect(markDefsOf(documents)).toEqual([
      {_type: 'internalLink', _key: 'a', reference: {_type: 'reference', _ref: 'pilotsPage', _weak: true}},
      {_type: 'internalLink', _key: 'b', reference: {_type: 'reference', _ref: 'finalist-staking-for-good', _weak: true}},
      {_type: 'link', _key: 'c', href: 'https://example.org/'},
      {_type: 'link', _key: 'd', href: 'mailto:hello@example.org'},
    ])
  })

  test('a path an earlier slug used still finds its document', () => {
    const docs = withLinks({_type: 'link', _key: 'a', href: '/pilot/old-givify'})
    Object.assign(
      docs.find((doc) => doc._id === 'pilot-givify')!,
      {previousSlugs: ['old-givify']},
    )
    expect(markDefsOf(migrateInternalLinks(docs).documents)).toEqual([
      {_type: 'internalLink', _key: 'a', reference: {_type: 'reference', _ref: 'pilot-givify', _weak: true}},
    ])
  })

  test('a path no document is shown at is left as it is and reported', () => {
    const {documents, migrated, unresolved} = migrateInternalLinks(withLinks({_type: 'link', _key: 'a', href: '/nowhere'}))
    expect(migrated).toBe(0)
    expect(unresolved).toEqual([{documentId: 'privacyPolicyPage', href: '/nowhere'}])
    expect(markDefsOf(documents)).toEqual([{_type: 'link', _key: 'a', href: '/nowhere'}])
  })

  test('the bundled dataset is migrated: running it again changes nothing', () => {
    const {documents, migrated, unresolved} = migrateInternalLinks(launch)
    expect(migrated).toBe(0)
    expect(unresolved).toEqual([])
    expect(documents).toEqual(launch)
  })
})
