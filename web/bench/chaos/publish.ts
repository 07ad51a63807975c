/**
 * A publish step as the Content Lake sees it: the document changed in the stand-in's store as the
 * Studio's Publish leaves it (a new title; a new slug with the old one kept in `previousSlugs`; the
 * document gone, a finalist with the Beacon page that points at it; the same id back), and the Lake's
 * signed webhook sent to the instance the schedule named, or to nobody (a lost webhook: the site must
 * find the change by its catch-up).
 */
import type {LakeDocument} from '@site/lake-standin'
import {beaconPageOf} from './content.ts'
import type {Step} from './schedule.ts'
import type {World} from './world.ts'

export type PublishStep = Extract<Step, {kind: 'update' | 'rename' | 'delete' | 'recreate'}>

export const isPublish = (step: Step): step is PublishStep => ['update', 'rename', 'delete', 'recreate'].includes(step.kind)

/** Deleted documents by the id the schedule deleted, kept for their re-creation. */
export type DeletedDocuments = Map<string, LakeDocument[]>

export function publish(world: World, step: PublishStep, deleted: DeletedDocuments) {
  const {store} = world.lake
  // An instance that is down refuses the delivery: the webhook is lost then too.
  world.sendWebhooksTo(step.delivery === 'lost' ? null : step.delivery)
  switch (step.kind) {
    case 'update':
      store.applyMutations([{patch: {id: step.id, set: {title: step.title}}}])
      return
    case 'rename': {
      const previous = (store.get(step.id)?.previousSlugs as string[] | undefined) ?? []
      const previousSlugs = [...previous.filter((slug) => slug !== step.from && slug !== step.to), step.from]
      store.applyMutations([{patch: {id: step.id, set: {slug: {_type: 'slug', current: step.to}, previousSlugs}}}])
      return
    }
    case 'delete': {
      const beacon = step.type === 'finalist' ? beaconPageOf(step.id) : null
      const ids = [...(beacon ? [beacon] : []), step.id]
      deleted.set(
        step.id,
        ids.flatMap((id) => store.get(id) ?? []),
      )
      store.applyMutations(ids.map((id) => ({delete: {id}})))
      return
    }
    case 'recreate': {
      // The document first, then what points at it (a Beacon page at its finalist).
      const docs = [...(deleted.get(step.id) ?? [])].reverse()
      deleted.delete(step.id)
      store.applyMutations(
        docs.map(({_rev, _createdAt, _updatedAt, ...doc}) => ({create: doc._id === step.id ? {...doc, title: step.title} : doc})),
      )
      return
    }
  }
}
