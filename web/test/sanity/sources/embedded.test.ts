/**
 * The bundled dataset replaced by a file that cannot be read: pages keep the last version read (a
 * publish expires them at once, so a failed re-render would leave none), and the failure is logged
 * once per version of the file, with its reason; so does a file caught empty while it is written over. A file
 * never read well is still an error.
 */
import {mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, expect, test, vi} from 'vitest'
import {queryEmbedded} from '@/sanity/sources/embedded'

const folder = mkdtempSync(join(tmpdir(), 'embedded-'))
afterAll(() => rmSync(folder, {recursive: true, force: true}))

const title = (file: string) => queryEmbedded<string>(file, '/images/', '*[_id == "pilot-a"][0].title')
const write = (file: string, text: string, second: number) => {
  writeFileSync(file, text)
  utimesSync(file, second, second)
}

test('a broken file leaves pages on the last version read, logged once with its reason', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const file = join(folder, 'data.ndjson')
  write(file, '{"_id":"pilot-a","_type":"pilot","title":"First"}\n', 1_000)
  expect(await title(file)).toBe('First')
  write(file, '{"_id":"pilot-a","_type":"pilot","title":"Second"}\n', 2_000)
  expect(await title(file)).toBe('Second')

  write(file, '{"_id":"pilot-a", "_type": "pilot", "title": "Bro', 3_000)
  expect(await title(file)).toBe('Second')
  expect(await title(file)).toBe('Second')
  expect(errors).toHaveBeenCalledTimes(1)
  expect(String(errors.mock.calls[0]?.[0])).toMatch(
    /\[content\] .*data\.ndjson cannot be read \(.*JSON.*\): pages keep the last version read/,
  )

  write(file, '{"_id":"pilot-a","_type":"pilot","title":"Third"}\n', 4_000)
  expect(await title(file)).toBe('Third')
  errors.mockRestore()
})

test('a file caught empty, between its truncation and its write, leaves pages on the last version read', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const file = join(folder, 'copied-over.ndjson')
  write(file, '{"_id":"pilot-a","_type":"pilot","title":"Published"}\n', 1_000)
  expect(await title(file)).toBe('Published')
  write(file, '', 2_000)
  expect(await title(file)).toBe('Published')
  expect(String(errors.mock.calls[0]?.[0])).toMatch(/copied-over\.ndjson cannot be read \(.*holds no documents\)/)
  write(file, '{"_id":"pilot-a","_type":"pilot","title":"Written"}\n', 3_000)
  expect(await title(file)).toBe('Written')
  errors.mockRestore()
})

test('a file never read well is an error', () => {
  const file = join(folder, 'never.ndjson')
  write(file, 'not json', 1_000)
  expect(() => title(file)).toThrow()
})
