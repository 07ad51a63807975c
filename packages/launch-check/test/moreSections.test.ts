/**
 * The more sections a single page, a pilot or a Beacon page adds are checked like a page made in the
 * Studio's sections: the rules read every field of every published document, so a card whose
 * document is gone, a picture without alternative text or a placeholder link there is listed, and
 * named with the Studio's titles (`pnpm typegen`'s field titles, which hold the field since it is in
 * the schema) as the checklist and `pnpm content:check` show it.
 */
import {readFileSync} from 'node:fs'
import {expect, test} from 'vitest'
import {everySectionPage} from '@site/content/fixtures'
import {checkDocuments, describeItem, pathToString, schemaFromFieldTitles, type FieldTitles, type LaunchItem} from '../src/index.ts'
import {datasetWith, launchDocument, launchDocuments} from './dataset.ts'

const fieldTitles = JSON.parse(readFileSync(new URL('../../types/field-titles.json', import.meta.url), 'utf8')) as FieldTitles

type Section = {_type: string; _key: string; [field: string]: unknown}

/** About with three of the builder's sections after its own content, each with something left to do. */
function aboutWithIncompleteSections() {
  const sections = structuredClone(everySectionPage.sections) as Section[]
  const pick = (type: string) => sections.find((section) => section._type === type)!
  const hero = pick('heroSection') as Section & {image: {alt: string}}
  hero.image.alt = ''
  const cards = pick('cardsSection') as Section & {cards: {_ref: string}[]}
  cards.cards[0]!._ref = 'pilot-deleted'
  const about = launchDocument('aboutPage')
  about.moreSections = [hero, cards, pick('callToActionSection')]
  return about
}

test('the launch content adds no section to About, which has no open item', () => {
  expect(launchDocument('aboutPage').moreSections).toBeUndefined()
  expect(checkDocuments(launchDocuments).filter((item) => item.documentId === 'aboutPage')).toEqual([])
})

test('an incomplete section in About’s more sections is listed at its field, in the Studio’s words', () => {
  const documents = datasetWith([aboutWithIncompleteSections()])
  const items = checkDocuments(documents).filter((item) => item.documentId === 'aboutPage')
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  const shown = (item: LaunchItem) => `${item.kind} ${describeItem(item, byId, schemaFromFieldTitles(fieldTitles))}`
  expect(items.map((item) => `${item.kind} ${pathToString(item.path)}`).sort()).toEqual([
    'alt moreSections[_key=="hero"].image.alt',
    'link moreSections[_key=="hero"].buttons[_key=="outside"].url',
    'reference moreSections[_key=="cards"].cards[_key=="c1"]',
  ])
  expect(items.map(shown).sort()).toEqual([
    'alt About page › More sections › 1 › Picture › Alternative text',
    'link About page › More sections › 1 › Buttons › Read the rules › Another website',
    // A section with a heading is named by it, standing for its list (as on a page made in the Studio).
    'reference About page › Where earlier ideas went › Cards › 1',
  ])
})
