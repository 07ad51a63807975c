/**
 * Sanity's own validation of the bundled dataset against this Studio's schema, offline: every rule
 * an editor meets in the Studio (required fields, exactly four key features, M1–M6 labels, URL
 * shapes, agenda types…) holds for the launch content. The only warnings allowed are the
 * placeholder notices that tell editors what still needs real content.
 *
 * Each document goes through Sanity's validator in this process (support/validate.ts), as the
 * Studio's form does, so the schema is compiled once: `sanity documents validate` did the same work
 * in a command that spent most of its time starting (about 110 s on a busy 2-core machine).
 */
import {expect, test} from 'vitest'
import {launchDocuments, validate} from './support/validate'

test('the launch dataset passes the Studio schema validation, with placeholder warnings only', async () => {
  const documents = launchDocuments.filter((doc) => !doc._type.startsWith('sanity.'))
  expect(documents.length).toBeGreaterThan(60)
  const markers = (
    await Promise.all(documents.map(async (doc) => (await validate(doc)).map((marker) => ({...marker, id: doc._id}))))
  ).flat()
  const describe = (marker: (typeof markers)[number]) => `${marker.id} ${marker.path}: ${marker.message}`
  expect(markers.filter((marker) => marker.level === 'error').map(describe)).toEqual([])
  expect(markers.filter((marker) => marker.level === 'warning' && !/placeholder|sample/i.test(marker.message)).map(describe)).toEqual([])
  // The placeholders are flagged, so editors see what to replace.
  expect(markers.some((marker) => /placeholder|sample/i.test(marker.message))).toBe(true)
})
