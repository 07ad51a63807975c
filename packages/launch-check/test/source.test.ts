/** Which dataset the command and the build read, from the same variables the site and the Studio use. */
import {expect, test} from 'vitest'
import {startLakeStandIn} from '@site/lake-standin'
import {checkDocuments, itemKey} from '../src/index.ts'
import {describeSource, readDocuments, sourceFromEnv} from '../src/source.ts'
import {launchDocuments} from './dataset.ts'
import {DATA_FILE} from '@site/content/paths'

test('without a project, the bundled dataset or the file CONTENT_DATASET_FILE names', () => {
  expect(sourceFromEnv({})).toEqual({kind: 'file', file: DATA_FILE})
  expect(sourceFromEnv({CONTENT_DATASET_FILE: '/tmp/copy.ndjson'})).toEqual({kind: 'file', file: '/tmp/copy.ndjson'})
})

test('with the site’s or the Studio’s project configured, the Content Lake dataset', () => {
  expect(
    sourceFromEnv({NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', NEXT_PUBLIC_SANITY_DATASET: 'staging', SANITY_API_READ_TOKEN: 't'}),
  ).toEqual({
    kind: 'lake',
    projectId: 'abc123',
    dataset: 'staging',
    apiVersion: '2025-09-01',
    apiHost: undefined,
    token: 't',
  })
  const studio = sourceFromEnv({SANITY_STUDIO_PROJECT_ID: 'xyz789', CONTENT_DATASET_FILE: '/tmp/ignored.ndjson'})
  expect(studio).toMatchObject({kind: 'lake', projectId: 'xyz789', dataset: 'production'})
  expect(describeSource(studio)).toBe('the Content Lake (project xyz789, dataset production)')
})

test('a missing or broken file is refused with an error naming it', async () => {
  const {mkdtempSync, rmSync, writeFileSync} = await import('node:fs')
  const {join} = await import('node:path')
  const {tmpdir} = await import('node:os')
  await expect(readDocuments({kind: 'file', file: '/nonexistent/data.ndjson'})).rejects.toThrow(
    /^Cannot read the dataset file \/nonexistent\/data\.ndjson: ENOENT/,
  )
  const folder = mkdtempSync(join(tmpdir(), 'launch-check-'))
  try {
    const broken = join(folder, 'data.ndjson')
    writeFileSync(broken, '{"_id":"a","_type":"pilot"}\n{not json\n')
    await expect(readDocuments({kind: 'file', file: broken})).rejects.toThrow(`${broken}: line 2 is not valid JSON`)
  } finally {
    rmSync(folder, {recursive: true, force: true})
  }
})

test('the Content Lake’s published documents, scheduled releases and their versions, drafts left out', async () => {
  const lake = await startLakeStandIn({file: DATA_FILE, projectId: 'offline0', dataset: 'production'})
  try {
    lake.store.applyMutations([{create: {_id: 'drafts.team-new', _type: 'teamMember', name: 'New (sample)'}}])
    const scheduled = [
      {
        _id: '_.releases.rMorning',
        _type: 'system.release',
        state: 'scheduled',
        publishAt: '2026-03-12T09:00:00.000Z',
        metadata: {title: 'Summit morning', releaseType: 'scheduled', intendedPublishAt: '2026-03-12T09:00:00.000Z'},
      },
      {...launchDocuments.find((doc) => doc._id === 'pilot-givify')!, _id: 'versions.rMorning.pilot-givify', title: 'Givify (sample)'},
    ]
    const before = await readDocuments(sourceFromEnv({NEXT_PUBLIC_SANITY_PROJECT_ID: 'offline0', SANITY_API_HOST: lake.url})).then(
      (documents) => documents.length,
    )
    lake.store.applyMutations(scheduled.map((doc) => ({createOrReplace: doc})))
    const scheduledRead = await readDocuments(sourceFromEnv({NEXT_PUBLIC_SANITY_PROJECT_ID: 'offline0', SANITY_API_HOST: lake.url}))
    expect(scheduledRead.length).toBe(before + 2)
    expect(
      checkDocuments(scheduledRead)
        .filter((item) => item.kind === 'scheduled')
        .map((item) => item.release?.title),
    ).toEqual(['Summit morning'])
    lake.store.applyMutations(scheduled.map((doc) => ({delete: {id: doc._id}})))
    const source = sourceFromEnv({NEXT_PUBLIC_SANITY_PROJECT_ID: 'offline0', SANITY_API_HOST: lake.url})
    const documents = await readDocuments(source)
    const ids = documents.map((doc) => doc._id)
    expect(ids).toEqual(expect.arrayContaining(launchDocuments.map((doc) => doc._id)))
    expect(ids).not.toContain('drafts.team-new')
    expect(checkDocuments(documents).map(itemKey)).toEqual(checkDocuments(launchDocuments).map(itemKey))
  } finally {
    await lake.close()
  }
})
