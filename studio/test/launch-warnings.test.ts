/**
 * Fields holding launch placeholders warn in the Studio, with the launch checklist's own rules (Sanity's
 * validator over the launch documents): "Sample content: replace before launch", at the field itself,
 * as a warning (never an error), gone once the value is replaced. And the checklist names fields with
 * the titles of this schema, and so does `pnpm content:check` with the titles typegen writes from it.
 */
import {readFileSync} from 'node:fs'
import {expect, test} from 'vitest'
import {createSchema} from 'sanity'
import {checkDocuments, describeItem, schemaFromFieldTitles, type FieldTitles, type SchemaLike} from '@site/launch-check'
import {schemaTypes} from '../schemaTypes'
import {launchDocument, launchDocuments, validate} from './support/validate'

const placeholderWarnings = async (doc: ReturnType<typeof launchDocument>) =>
  (await validate(doc)).filter((marker) => marker.message.startsWith('Sample content: replace before launch'))

test('a sample name deep in a case-study section warns at its field', async () => {
  const warnings = await placeholderWarnings(launchDocument('pilot-givify'))
  expect(warnings).toContainEqual({
    level: 'warning',
    path: 'sections.[k5t].implementers.[k5v].name',
    message: 'Sample content: replace before launch (“(sample)” marks a made-up name or text).',
  })
  expect(warnings.every((marker) => marker.level === 'warning')).toBe(true)
})

test('a placeholder e-mail address and a made-up video warn at their fields', async () => {
  expect(await placeholderWarnings(launchDocument('siteSettings'))).toContainEqual({
    level: 'warning',
    path: 'email',
    message: 'Sample content: replace before launch (example.org is a placeholder address).',
  })
  expect(await placeholderWarnings(launchDocument('finalist-staking-for-good'))).toContainEqual({
    level: 'warning',
    path: 'videoUrl',
    message: 'Sample content: replace before launch (SAMPLEvid01 is not a real video).',
  })
})

test('every field the checklist lists warns, and no other: one set of rules', async () => {
  for (const id of ['pilot-givify', 'siteSettings', 'privacyPolicyPage', 'summitPage']) {
    const doc = launchDocument(id)
    const listed = checkDocuments([doc]).filter((item) => ['sample', 'link', 'video'].includes(item.kind))
    expect((await placeholderWarnings(doc)).length, id).toBe(listed.length)
  }
})

test('replacing the value removes its warning; a document without placeholders has none', async () => {
  const member = launchDocument('team-wei-chen')
  expect((await placeholderWarnings(member)).map((marker) => marker.path)).toContain('name')
  member.name = 'Wei Chen'
  expect((await placeholderWarnings(member)).map((marker) => marker.path)).not.toContain('name')
  expect(await placeholderWarnings(launchDocument('aboutPage'))).toEqual([])
})

const schema = createSchema({name: 'test', types: schemaTypes}) as unknown as SchemaLike
const byId = new Map(launchDocuments.map((doc) => [doc._id, doc]))

test('the checklist names fields as this Studio’s form titles them', () => {
  const labels = new Map(
    checkDocuments(launchDocuments).map((item) => [`${item.documentId} ${JSON.stringify(item.path)}`, describeItem(item, byId, schema)]),
  )
  const label = (id: string, path: unknown[]) => labels.get(`${id} ${JSON.stringify(path)}`)
  expect(label('pilot-givify', ['sections', {_key: 'k5t'}, 'implementers', {_key: 'k5v'}, 'name'])).toBe(
    'Pilot: Givify › Implementers › 2 › Name',
  )
  expect(label('siteSettings', ['email'])).toBe('Site settings › Contact e-mail')
  expect(label('beacon-staking-for-good', ['videoUrl'])).toBe('Beacon page: Staking for Good › Video Pitch')
})

test('the field titles typegen writes name every launch item as the Studio’s schema does', () => {
  const titles = JSON.parse(readFileSync(new URL('../../packages/types/field-titles.json', import.meta.url), 'utf8')) as FieldTitles
  const written = schemaFromFieldTitles(titles)
  const items = checkDocuments(launchDocuments)
  expect(items.length).toBeGreaterThan(200)
  expect(items.map((item) => describeItem(item, byId, written))).toEqual(items.map((item) => describeItem(item, byId, schema)))
})
