/**
 * Content Releases as the Content Lake keeps them (API v2025-02-19): a release is a `system.release`
 * document `_.releases.<name>` (its `metadata`: title, releaseType asap|scheduled|undecided,
 * intendedPublishAt, cardinality `one` for a Scheduled Draft; its `state`, `publishAt`, `publishedAt`),
 * and its content the versions `versions.<name>.<id>` of documents. These are the release and version
 * actions the Studio and @sanity/client send to `data/actions`, applied to one transaction:
 *
 * - release create, edit (a patch of the release document), schedule (at `publishAt`; a time already
 *   past publishes at once), unschedule, publish, archive (its versions go, kept aside), unarchive
 *   (they come back), delete (of an archived or published release);
 * - version create (from a document given, or copied from `baseId`), replace, discard, unpublish (a
 *   version marked `_system.delete`: publishing the release takes the document off).
 *
 * Publishing writes each version over its published document (or removes it) and removes the version,
 * in the one transaction, so a publish of a release is, to listeners and the webhook, a publish of
 * each of its documents. A scheduled release is locked, as the Lake locks it: its versions cannot be
 * added, replaced or discarded until it is unscheduled.
 */
import {Mutation} from '@sanity/mutator'
import type {SanityDocumentLike} from '@site/content'
import {LakeError, publishedIdOf, type LakeDocument} from './store.ts'

export const RELEASE_PREFIX = '_.releases.'
export const releaseDocumentId = (name: string) => `${RELEASE_PREFIX}${name}`
/** The release a version belongs to (`versions.<name>.<id>`), or null for any other id. */
const releaseOfVersion = (id: string) => /^versions\.([^.]+)\./.exec(id)?.[1] ?? null

type ReleaseState = 'active' | 'scheduled' | 'published' | 'archived'

export type ReleaseDocument = LakeDocument & {
  _type: 'system.release'
  name: string
  state: ReleaseState
  metadata: {
    title?: string
    description?: string
    releaseType: 'asap' | 'scheduled' | 'undecided'
    intendedPublishAt?: string
    cardinality?: 'one' | 'many'
  }
  publishAt?: string
  publishedAt?: string
  finalDocumentStates?: {id: string}[]
}

/** What the release actions need of a transaction (store.ts's working copy). */
interface ReleaseTransaction {
  readonly timestamp: string
  get(id: string): LakeDocument | null
  put(id: string, doc: SanityDocumentLike): void
  remove(id: string): void
  /** The ids of every document the transaction sees. */
  ids(): string[]
  /** The versions an archived release held, kept until it is unarchived or deleted. */
  archived(name: string): LakeDocument[] | undefined
  setArchived(name: string, versions: LakeDocument[] | undefined): void
}

type Action = {actionType: string; [key: string]: unknown}

const need = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || !value) throw new LakeError(400, `${what} is required`)
  return value
}

function release(tx: ReleaseTransaction, name: string): ReleaseDocument {
  const doc = tx.get(releaseDocumentId(name))
  if (!doc) throw new LakeError(404, `Release "${name}" does not exist`)
  return doc as ReleaseDocument
}

function expectState(doc: ReleaseDocument, states: ReleaseState[], doing: string) {
  if (!states.includes(doc.state))
    throw new LakeError(409, `Cannot ${doing} release "${doc.name}": it is ${doc.state} (it must be ${states.join(' or ')})`)
}

/** The versions a release holds now. */
const versionIds = (tx: ReleaseTransaction, name: string) => tx.ids().filter((id) => id.startsWith(`versions.${name}.`))

/** The release a version id belongs to, which must exist and take changes (active: not scheduled, published or archived). */
export function checkVersionOpen(tx: ReleaseTransaction, versionId: string) {
  if (versionId.startsWith('drafts.')) return
  const name = releaseOfVersion(versionId)
  if (!name) throw new LakeError(400, `"${versionId}" is not a version id (versions.<release>.<id> or drafts.<id>)`)
  expectState(release(tx, name), ['active'], `change a version of`)
}

const withoutSystem = ({_system, ...content}: LakeDocument) => content

/** Publishes every version of a release in `tx`: each over its published document, or removing it. */
export function publishRelease(tx: ReleaseTransaction, doc: ReleaseDocument) {
  const ids = versionIds(tx, doc.name)
  for (const versionId of ids) {
    const version = tx.get(versionId)!
    const publishedId = publishedIdOf(versionId)
    if ((version._system as {delete?: unknown} | undefined)?.delete === true) {
      if (tx.get(publishedId)) tx.remove(publishedId)
    } else {
      const {_rev, _updatedAt, ...content} = withoutSystem(version)
      tx.put(publishedId, {...content, _id: publishedId})
    }
    tx.remove(versionId)
  }
  const {publishAt: _publishAt, ...rest} = doc
  tx.put(doc._id, {...rest, state: 'published', publishedAt: tx.timestamp, finalDocumentStates: ids.map((id) => ({id: publishedIdOf(id)}))})
}

function patched(doc: SanityDocumentLike, patch: Record<string, unknown>): SanityDocumentLike {
  return new Mutation({mutations: [{patch: {...patch, id: doc._id}}]}).apply(doc as never) as unknown as SanityDocumentLike
}

/** Applies a release or version action to `tx`; false when `action` is neither. */
export function applyReleaseAction(tx: ReleaseTransaction, action: Action): boolean {
  switch (action.actionType) {
    case 'sanity.action.release.create': {
      const name = need(action.releaseId, 'releaseId')
      if (tx.get(releaseDocumentId(name))) throw new LakeError(409, `Release "${name}" already exists`)
      const metadata = (action.metadata ?? {}) as Partial<ReleaseDocument['metadata']>
      tx.put(releaseDocumentId(name), {
        _id: releaseDocumentId(name),
        _type: 'system.release',
        name,
        state: 'active',
        metadata: {...metadata, releaseType: metadata.releaseType ?? 'undecided'},
      })
      return true
    }
    case 'sanity.action.release.edit': {
      const doc = release(tx, need(action.releaseId, 'releaseId'))
      expectState(doc, ['active', 'scheduled'], 'edit')
      const result = patched(doc, (action.patch ?? {}) as Record<string, unknown>)
      if (result._type !== 'system.release' || result._id !== doc._id || (result as ReleaseDocument).state !== doc.state)
        throw new LakeError(400, `An edit of release "${doc.name}" may change its metadata only`)
      tx.put(doc._id, result)
      return true
    }
    case 'sanity.action.release.schedule': {
      const doc = release(tx, need(action.releaseId, 'releaseId'))
      const publishAt = need(action.publishAt, 'publishAt')
      if (Number.isNaN(Date.parse(publishAt))) throw new LakeError(400, `publishAt "${publishAt}" is not a date and time`)
      expectState(doc, ['active'], 'schedule')
      // "If the publishAt is in the past, the release will be published immediately."
      if (Date.parse(publishAt) <= Date.parse(tx.timestamp)) publishRelease(tx, doc)
      else tx.put(doc._id, {...doc, state: 'scheduled', publishAt: new Date(publishAt).toISOString()})
      return true
    }
    case 'sanity.action.release.unschedule': {
      const doc = release(tx, need(action.releaseId, 'releaseId'))
      expectState(doc, ['scheduled'], 'unschedule')
      const {publishAt: _publishAt, ...rest} = doc
      tx.put(doc._id, {...rest, state: 'active'})
      return true
    }
    case 'sanity.action.release.publish': {
      const doc = release(tx, need(action.releaseId, 'releaseId'))
      expectState(doc, ['active'], 'publish')
      publishRelease(tx, doc)
      return true
    }
    case 'sanity.action.release.archive': {
      const doc = release(tx, need(action.releaseId, 'releaseId'))
      expectState(doc, ['active'], 'archive')
      const ids = versionIds(tx, doc.name)
      tx.setArchived(
        doc.name,
        ids.map((id) => tx.get(id)!),
      )
      for (const id of ids) tx.remove(id)
      tx.put(doc._id, {...doc, state: 'archived'})
      return true
    }
    case 'sanity.action.release.unarchive': {
      const doc = release(tx, need(action.releaseId, 'releaseId'))
      expectState(doc, ['archived'], 'unarchive')
      for (const version of tx.archived(doc.name) ?? []) tx.put(version._id, version)
      tx.setArchived(doc.name, undefined)
      tx.put(doc._id, {...doc, state: 'active'})
      return true
    }
    case 'sanity.action.release.delete': {
      const doc = release(tx, need(action.releaseId, 'releaseId'))
      expectState(doc, ['archived', 'published'], 'delete')
      tx.setArchived(doc.name, undefined)
      tx.remove(doc._id)
      return true
    }
    case 'sanity.action.document.version.create': {
      const publishedId = need(action.publishedId, 'publishedId')
      const given = action.document as SanityDocumentLike | undefined
      const versionId = given?._id ?? need(action.versionId, 'versionId')
      if (publishedIdOf(versionId) !== publishedId) throw new LakeError(400, `"${versionId}" is not a version of "${publishedId}"`)
      checkVersionOpen(tx, versionId)
      if (tx.get(versionId)) throw new LakeError(409, `Document ${versionId} already exists`)
      let content: SanityDocumentLike
      if (given) {
        if (!given._type) throw new LakeError(400, 'document._type is required')
        content = given
      } else {
        const baseId = need(action.baseId, 'baseId')
        const base = tx.get(baseId)
        if (!base) throw new LakeError(409, `Cannot create ${versionId} from ${baseId}: it does not exist`)
        if (action.ifBaseRevisionId !== undefined && base._rev !== action.ifBaseRevisionId)
          throw new LakeError(409, `${baseId} has revision ${base._rev}, expected ${String(action.ifBaseRevisionId)}`)
        const {_rev, _updatedAt, _createdAt, ...copied} = withoutSystem(base)
        content = copied as SanityDocumentLike
      }
      tx.put(versionId, {...content, _id: versionId})
      return true
    }
    case 'sanity.action.document.version.replace': {
      const doc = action.document as SanityDocumentLike | undefined
      const versionId = need(doc?._id, 'document._id')
      if (!doc?._type) throw new LakeError(400, 'document._type is required')
      checkVersionOpen(tx, versionId)
      if (!tx.get(versionId)) throw new LakeError(409, `Cannot replace ${versionId}: it does not exist`)
      tx.put(versionId, doc)
      return true
    }
    case 'sanity.action.document.version.unpublish': {
      const versionId = need(action.versionId, 'versionId')
      const publishedId = need(action.publishedId, 'publishedId')
      if (publishedIdOf(versionId) !== publishedId || !releaseOfVersion(versionId))
        throw new LakeError(400, `"${versionId}" is not a release version of "${publishedId}"`)
      checkVersionOpen(tx, versionId)
      const published = tx.get(publishedId)
      if (!published) throw new LakeError(409, `Cannot unpublish ${publishedId} in a release: it is not published`)
      const {_rev, _updatedAt, _createdAt, ...content} = tx.get(versionId) ?? published
      tx.put(versionId, {...content, _id: versionId, _system: {delete: true}})
      return true
    }
    default:
      return false
  }
}

/** The scheduled releases, earliest first. */
export const scheduledReleases = (documents: LakeDocument[]) =>
  documents
    .filter((doc): doc is ReleaseDocument => doc._type === 'system.release' && (doc as ReleaseDocument).state === 'scheduled')
    .sort((a, b) => Date.parse(a.publishAt!) - Date.parse(b.publishAt!))
