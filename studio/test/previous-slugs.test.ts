/** The publish action's record of earlier addresses, on the launch dataset's Givify pilot. */
import {readFileSync} from 'node:fs'
import {expect, test} from 'vitest'
import {previousSlugsAfterPublish} from '../actions/previousSlugs'

const givify = readFileSync(new URL('../../packages/content/data.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as {_id: string; slug?: {current: string}; previousSlugs?: string[]})
  .find((doc) => doc._id === 'pilot-givify')!

const renamed = (slug: string, previousSlugs = givify.previousSlugs) => ({...givify, slug: {current: slug}, previousSlugs})

test('publishing a new slug records the published one', () => {
  expect(givify.slug?.current).toBe('givify')
  expect(previousSlugsAfterPublish(givify, renamed('givify-donor-retention'))).toEqual(['givify'])
})

test('a second rename keeps every earlier slug, once each', () => {
  const once = renamed('givify-2', ['givify'])
  expect(previousSlugsAfterPublish(once, renamed('givify-3', ['givify']))).toEqual(['givify', 'givify-2'])
})

test('moving back to an earlier slug takes it off the list', () => {
  expect(previousSlugsAfterPublish(renamed('givify-2', ['givify']), renamed('givify', ['givify']))).toEqual(['givify-2'])
})

test('publishing the same slug, a first publish, or a draft without a slug changes nothing', () => {
  expect(previousSlugsAfterPublish(givify, {...givify, title: 'New title'} as typeof givify)).toBeNull()
  expect(previousSlugsAfterPublish(null, givify)).toBeNull()
  expect(previousSlugsAfterPublish(givify, {...givify, slug: undefined})).toBeNull()
})
