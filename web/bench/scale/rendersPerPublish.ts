/**
 * What a publish costs the origin in renders (`pnpm bench:scale`): the pages the site renders itself
 * right after one pilot's publish and after Site settings' (src/live/publishes.ts, at most 20), read
 * from its `[live] … N pages rendered` log line, beside how many of the build's pages carry the tags
 * the publish revalidated (the rest render on their first visit).
 */
import {eventually} from '@site/test-harness/eventually'
import {builtPagesTagged} from '../../src/live/builtPages.ts'
import {tagsForDocument} from '../../src/sanity/tags.ts'
import type {PublishServer} from '../../test/support/productionServer.ts'

async function rendersAfter(server: PublishServer, document: {_id: string; _type: string; slug?: string; previousSlug?: string}) {
  const from = server.logs.join('').length
  expect200(await server.webhook(JSON.stringify(document)))
  const line = await eventually(
    () => new RegExp(`\\[live\\] ${document._id}: (\\d+) pages rendered`).exec(server.logs.join('').slice(from)),
    (match) => match !== null,
    `the pages rendered after ${document._id}'s publish`,
    {timeoutMs: 120_000},
  )
  return {rendered: Number(line![1]), tagged: builtPagesTagged(tagsForDocument(document), server.distDir).length}
}

function expect200({status}: {status: number}) {
  if (status !== 200) throw new Error(`the webhook answered ${status}`)
}

/** One pilot's publish (its title edited), then Site settings' (its copyright line). */
export async function rendersPerPublish(server: PublishServer, pilot: {id: string; slug: string}) {
  server.editDocument(pilot.id, (doc) => ({...doc, title: `${String(doc.title)} (renders per publish)`}))
  const pilotRenders = await rendersAfter(server, {_id: pilot.id, _type: 'pilot', slug: pilot.slug, previousSlug: pilot.slug})
  server.editDocument('siteSettings', (doc) => ({...doc, copyright: '© Renders per publish'}))
  const siteRenders = await rendersAfter(server, {_id: 'siteSettings', _type: 'siteSettings'})
  return {pilot: pilotRenders, siteSettings: siteRenders}
}
