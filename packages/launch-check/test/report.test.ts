/** The checklist grouped by kind, its total, and the summary line the command and the build end with. */
import {expect, test} from 'vitest'
import {checkDocuments, formatReport, groupByKind, KINDS, summaryLine} from '../src/index.ts'
import {launchDocument, launchDocuments} from './dataset.ts'

test('every kind has a group, in checklist order, and the groups add up to the total', () => {
  const items = checkDocuments(launchDocuments)
  const groups = groupByKind(items)
  expect(groups.map((group) => group.kind)).toEqual([...KINDS])
  expect(groups.reduce((sum, group) => sum + group.items.length, 0)).toBe(items.length)
})

test('the summary line counts the open items and names each kind found', () => {
  const items = checkDocuments(launchDocuments)
  const counts = Object.fromEntries(groupByKind(items).map((group) => [group.kind, group.items.length]))
  expect(summaryLine(items)).toBe(
    `launch checklist: ${items.length} open items (${counts.sample} sample names and texts, ${counts.link} placeholder links, ${counts.video} placeholder videos)`,
  )
  expect(summaryLine(items.slice(0, 1))).toMatch(/^launch checklist: 1 open item \(1 /)
  expect(summaryLine([])).toBe('launch checklist: 0 open items: ready to launch')
})

test('the report lists each item under its kind with its document id and field path, and ends with the summary', () => {
  const items = checkDocuments(launchDocuments)
  const report = formatReport(items, launchDocuments).split('\n')
  expect(report).toContain(
    '  Pilot: Givify › Implementers › 2 › Name: “Samuel Owusu (sample)”  [pilot-givify sections[_key=="k5t"].implementers[_key=="k5v"].name]',
  )
  expect(report.filter((line) => /^(Sample names and texts|Placeholder links|Placeholder videos) \(\d+\)$/.test(line))).toHaveLength(3)
  expect(report.at(-1)).toBe(summaryLine(items))
})

test('an item repeated in copies of a document is one line naming a few of the copies and counting the rest', () => {
  const copies = Array.from({length: 6}, (_, copy) => ({
    ...structuredClone(launchDocument('pilot-givify')),
    _id: `pilot-givify-copy${copy}`,
  }))
  const documents = [...launchDocuments, ...copies]
  const items = checkDocuments(documents)
  const report = formatReport(items, documents).split('\n')
  const givifyName = '[pilot-givify sections[_key=="k5t"].implementers[_key=="k5v"].name]'
  const line = report.findIndex((candidate) => candidate.endsWith(givifyName))
  expect(report.filter((candidate) => candidate.endsWith(givifyName))).toHaveLength(1)
  expect(report[line + 1]).toBe('    the same in 6 other documents: pilot-givify-copy0, pilot-givify-copy1, pilot-givify-copy2, and 3 more')
  expect(report.filter((candidate) => candidate.includes('pilot-givify-copy5'))).toEqual([])
  expect(report.at(-1)).toBe(summaryLine(items))
})
