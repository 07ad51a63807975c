/**
 * The stand-in's dataset: documents in memory, changed only through transactions that apply
 * Sanity's document actions (edit, create, publish, unpublish, discard, version discard, delete;
 * release and version actions in releases.ts) and mutations (create*, patch, delete) the way the Content Lake does, each change reported with
 * the document as it was and as it is so listeners and webhooks can be told. Like the Lake, a
 * transaction that would leave a strong reference pointing at nothing (unpublishing or deleting a
 * document another one needs) is refused as a whole.
 */
import {createHash, randomUUID} from 'node:crypto'
import {isDeepStrictEqual} from 'node:util'
import {Mutation} from '@sanity/mutator'
import type {SanityDocumentLike} from '@site/content'
import {
  applyReleaseAction,
  checkVersionOpen,
  publishRelease,
  releaseDocumentId,
  scheduledReleases,
  type ReleaseDocument,
} from './releases.ts'

export type LakeDocument = SanityDocumentLike & {_rev: string; _createdAt: string; _updatedAt: string}

export interface DocumentChange {
  id: string
  before: LakeDocument | null
  after: LakeDocument | null
}

export interface Transaction {
  transactionId: string
  timestamp: string
  changes: DocumentChange[]
}

/** A request the Lake would refuse; `status` is what it answers (400 bad input, 409 conflict). */
export class LakeError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

/**
 * A request the Lake would answer but the stand-in cannot (an action or mutation it does not apply):
 * the server records it as unanswered, so the test that caused it fails naming it.
 */
export class LakeUnsupported extends LakeError {
  constructor(message: string) {
    super(400, message)
  }
}

const draftIdOf = (id: string) => (id.startsWith('drafts.') ? id : `drafts.${id}`)
export const publishedIdOf = (id: string) => id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '')
export const isPublishedId = (id: string) => !id.startsWith('drafts.') && !id.startsWith('versions.')

type RawMutation = Record<string, unknown>

/** The ids a document holds strong references to (every `_ref` not marked `_weak: true`). */
export function strongReferences(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) strongReferences(item, found)
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record._ref === 'string' && record._weak !== true) found.add(record._ref)
    for (const child of Object.values(record)) if (child && typeof child === 'object') strongReferences(child, found)
  }
  return found
}
type Action = {actionType: string; [key: string]: unknown}

export class LakeStore {
  private readonly documents = new Map<string, LakeDocument>()
  /** The documents as `load` left them, for `restore`. */
  private loaded = new Map<string, LakeDocument>()
  /** The versions each archived release held, by release name, until it is unarchived or deleted. */
  private readonly archivedVersions = new Map<string, LakeDocument[]>()
  /** Called once per committed transaction, after the documents changed. */
  onCommit: (transaction: Transaction) => void = () => {}

  /** publishedAt: when the loaded documents that carry no time of their own were last published (default: when loaded). */
  private readonly publishedAt: string | undefined

  constructor(initial: SanityDocumentLike[], publishedAt?: string) {
    this.publishedAt = publishedAt
    this.load(initial)
  }

  /**
   * Holds exactly these documents from now on (no transaction, no events), each at a revision named
   * after its content: two stand-ins of one file agree on every revision, as a Lake does from one
   * moment to the next, so a site built against one and served against another has nothing to catch up.
   */
  load(documents: SanityDocumentLike[]) {
    const loadedAt = this.publishedAt ?? new Date().toISOString()
    this.documents.clear()
    for (const doc of documents) {
      const rev = `initial-${createHash('sha256').update(JSON.stringify(doc)).digest('hex').slice(0, 24)}`
      this.documents.set(doc._id, {_createdAt: loadedAt, _updatedAt: loadedAt, ...structuredClone(doc), _rev: rev})
    }
    this.loaded = new Map(this.documents)
  }

  /**
   * Back to the documents as `load` left them, as one transaction that changes only what differs: a
   * document changed since comes back at a new revision, one created since goes, one deleted since
   * returns. A Studio kept open between tests follows it through its listener, as it follows any
   * change. `onCommit` is not called: the caller decides whom it tells.
   */
  restore(): Transaction {
    const transactionId = randomUUID()
    const timestamp = new Date().toISOString()
    const tx = new Draft(this.documents, this.archivedVersions, transactionId, timestamp)
    this.archivedVersions.clear()
    for (const id of new Set([...this.documents.keys(), ...this.loaded.keys()])) {
      const current = this.documents.get(id)
      const original = this.loaded.get(id)
      if (current === original || (current && original && sameContent(current, original))) continue
      if (original) tx.put(id, original)
      else tx.remove(id)
    }
    return {transactionId, timestamp, changes: tx.commit()}
  }

  get(id: string) {
    return this.documents.get(id) ?? null
  }

  all() {
    return [...this.documents.values()]
  }

  /** Applies Sanity document actions as one transaction (all or nothing). */
  applyActions(actions: Action[], transactionId: string = randomUUID()) {
    return this.transact(transactionId, (tx) => {
      for (const action of actions) applyAction(tx, action)
    })
  }

  /**
   * A new document's first publish, as the Studio's Publish leaves it: its draft created and published
   * in one transaction (so the webhook fires once, for the published document). For tests and benches
   * that need a published document to start from.
   */
  publishNew(doc: SanityDocumentLike) {
    const publishedId = publishedIdOf(doc._id)
    const draftId = draftIdOf(publishedId)
    return this.applyActions([
      {actionType: 'sanity.action.document.create', publishedId, attributes: {...doc, _id: draftId}},
      {actionType: 'sanity.action.document.publish', draftId, publishedId},
    ])
  }

  /** Applies raw mutations (`data/mutate`) as one transaction. */
  applyMutations(mutations: RawMutation[], transactionId: string = randomUUID()) {
    return this.transact(transactionId, (tx) => {
      for (const mutation of mutations) applyMutation(tx, mutation)
    })
  }

  /** The scheduled releases (name and time), earliest first. */
  scheduledReleases() {
    return scheduledReleases(this.all()).map(({name, publishAt}) => ({name, at: Date.parse(publishAt!)}))
  }

  /** Publishes a scheduled release, as the Lake does at its `publishAt`, in a transaction of its own. */
  publishScheduledRelease(name: string) {
    return this.transact(randomUUID(), (tx) => {
      const current = tx.get(releaseDocumentId(name)) as ReleaseDocument | null
      if (current?.state !== 'scheduled') throw new LakeError(409, `Release "${name}" is not scheduled`)
      publishRelease(tx, current)
    })
  }

  private transact(transactionId: string, work: (tx: Draft) => void): Transaction {
    const timestamp = new Date().toISOString()
    const tx = new Draft(this.documents, this.archivedVersions, transactionId, timestamp)
    work(tx)
    tx.checkReferences()
    const changes = tx.commit()
    const transaction = {transactionId, timestamp, changes}
    if (changes.length > 0) this.onCommit(transaction)
    return transaction
  }
}

/** The working copy of one transaction: reads see its own writes; commit() writes them back. */
class Draft {
  private readonly written = new Map<string, LakeDocument | null>()
  private readonly documents: Map<string, LakeDocument>
  private readonly archivedVersions: Map<string, LakeDocument[]>
  private readonly archiving = new Map<string, LakeDocument[] | undefined>()
  readonly transactionId: string
  readonly timestamp: string

  constructor(
    documents: Map<string, LakeDocument>,
    archivedVersions: Map<string, LakeDocument[]>,
    transactionId: string,
    timestamp: string,
  ) {
    this.documents = documents
    this.archivedVersions = archivedVersions
    this.transactionId = transactionId
    this.timestamp = timestamp
  }

  ids(): string[] {
    return [...new Set([...this.documents.keys(), ...this.written.keys()])].filter((id) => this.get(id) !== null)
  }

  archived(name: string) {
    return this.archiving.has(name) ? this.archiving.get(name) : this.archivedVersions.get(name)
  }

  setArchived(name: string, versions: LakeDocument[] | undefined) {
    this.archiving.set(name, versions)
  }

  get(id: string): LakeDocument | null {
    return this.written.has(id) ? this.written.get(id)! : (this.documents.get(id) ?? null)
  }

  put(id: string, doc: SanityDocumentLike) {
    const existing = this.documents.get(id)
    this.written.set(id, {
      ...doc,
      _id: id,
      _createdAt: existing?._createdAt ?? (doc._createdAt as string | undefined) ?? this.timestamp,
      _updatedAt: this.timestamp,
      _rev: this.transactionId,
    })
  }

  remove(id: string) {
    this.written.set(id, null)
  }

  /**
   * Refuses the transaction when a document it removes is still the target of a strong reference
   * (one without `_weak: true`) from a document that remains, as the Lake does: that is what makes
   * "Unpublish anyway" or "Delete anyway" fail in the Studio.
   */
  checkReferences() {
    const removed = new Set([...this.written].filter(([id, doc]) => doc === null && this.documents.has(id)).map(([id]) => id))
    if (removed.size === 0) return
    const holders = new Map<string, string[]>()
    for (const id of new Set([...this.documents.keys(), ...this.written.keys()])) {
      const doc = this.get(id)
      if (!doc) continue
      for (const target of strongReferences(doc)) {
        if (!removed.has(target) || target === id) continue
        holders.set(target, [...(holders.get(target) ?? []), id])
      }
    }
    const [target, from] = [...holders][0] ?? []
    if (target && from) {
      throw new LakeError(
        409,
        `Document "${target}" cannot be deleted as there are references to it from ${from.map((id) => `"${id}"`).join(', ')}`,
      )
    }
  }

  commit(): DocumentChange[] {
    for (const [name, versions] of this.archiving) {
      if (versions) this.archivedVersions.set(name, versions)
      else this.archivedVersions.delete(name)
    }
    const changes: DocumentChange[] = []
    for (const [id, after] of this.written) {
      const before = this.documents.get(id) ?? null
      if (!before && !after) continue
      if (after) this.documents.set(id, after)
      else this.documents.delete(id)
      changes.push({id, before, after})
    }
    return changes
  }
}

/** The same document but for its revision and the time of its last write. */
function sameContent(a: LakeDocument, b: LakeDocument) {
  const {_rev: _a, _updatedAt: _aAt, ...restA} = a
  const {_rev: _b, _updatedAt: _bAt, ...restB} = b
  return isDeepStrictEqual(restA, restB)
}

const need = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || !value) throw new LakeError(400, `${what} is required`)
  return value
}

function patched(doc: LakeDocument | SanityDocumentLike, patch: Record<string, unknown>): SanityDocumentLike {
  const mutation = new Mutation({mutations: [{patch: {...patch, id: doc._id}}]})
  return mutation.apply(doc as never) as unknown as SanityDocumentLike
}

function checkRevision(doc: LakeDocument | null, expected: unknown, what: string) {
  if (expected !== undefined && doc?._rev !== expected) {
    throw new LakeError(409, `${what} has revision ${doc?._rev ?? '(none)'}, expected ${String(expected)}`)
  }
}

function applyAction(tx: Draft, action: Action) {
  switch (action.actionType) {
    case 'sanity.action.document.edit': {
      const draftId = need(action.draftId, 'draftId')
      const publishedId = need(action.publishedId, 'publishedId')
      const published = tx.get(publishedId)
      const base = tx.get(draftId) ?? (published ? {...published, _id: draftId} : null)
      if (!base) throw new LakeError(409, `Cannot edit ${draftId}: neither it nor ${publishedId} exists`)
      tx.put(draftId, patched(base, (action.patch ?? {}) as Record<string, unknown>))
      return
    }
    case 'sanity.action.document.create': {
      const attributes = action.attributes as SanityDocumentLike | undefined
      const publishedId = need(action.publishedId, 'publishedId')
      const id = attributes?._id ?? draftIdOf(publishedId)
      if (!attributes?._type) throw new LakeError(400, 'attributes._type is required')
      if (tx.get(id)) {
        if (action.ifExists === 'ignore') return
        throw new LakeError(409, `Document ${id} already exists`)
      }
      tx.put(id, {...attributes, _id: id})
      return
    }
    case 'sanity.action.document.replaceDraft': {
      const attributes = action.attributes as SanityDocumentLike | undefined
      const publishedId = need(action.publishedId, 'publishedId')
      if (!attributes?._type) throw new LakeError(400, 'attributes._type is required')
      const id = attributes._id ?? draftIdOf(publishedId)
      tx.put(id, {...attributes, _id: id})
      return
    }
    case 'sanity.action.document.publish': {
      const draftId = need(action.draftId, 'draftId')
      const publishedId = need(action.publishedId, 'publishedId')
      const draft = tx.get(draftId)
      if (!draft) throw new LakeError(409, `Cannot publish ${draftId}: there is no draft`)
      checkRevision(draft, action.ifDraftRevisionId, draftId)
      checkRevision(tx.get(publishedId), action.ifPublishedRevisionId, publishedId)
      const {_rev, _updatedAt, ...content} = draft
      tx.put(publishedId, {...content, _id: publishedId})
      tx.remove(draftId)
      return
    }
    case 'sanity.action.document.unpublish': {
      const draftId = need(action.draftId, 'draftId')
      const publishedId = need(action.publishedId, 'publishedId')
      const published = tx.get(publishedId)
      if (!published) throw new LakeError(409, `Cannot unpublish ${publishedId}: it is not published`)
      if (!tx.get(draftId)) tx.put(draftId, {...published, _id: draftId})
      tx.remove(publishedId)
      return
    }
    case 'sanity.action.document.discard': {
      const draftId = need(action.draftId, 'draftId')
      if (!tx.get(draftId)) throw new LakeError(409, `Cannot discard ${draftId}: there is no draft`)
      tx.remove(draftId)
      return
    }
    // What the Studio's "Discard changes" sends: a draft (or release version) is a version of its document.
    case 'sanity.action.document.version.discard': {
      const versionId = need(action.versionId, 'versionId')
      if (isPublishedId(versionId)) throw new LakeError(400, `Cannot discard ${versionId}: it is a published document, not a version`)
      if (!tx.get(versionId)) throw new LakeError(409, `Cannot discard ${versionId}: it does not exist`)
      checkVersionOpen(tx, versionId)
      tx.remove(versionId)
      return
    }
    case 'sanity.action.document.delete': {
      const publishedId = need(action.publishedId, 'publishedId')
      const drafts = Array.isArray(action.includeDrafts) ? (action.includeDrafts as string[]) : [draftIdOf(publishedId)]
      for (const id of [publishedId, ...drafts]) if (tx.get(id)) tx.remove(id)
      return
    }
    default:
      if (!applyReleaseAction(tx, action)) throw new LakeUnsupported(`The stand-in does not apply action "${action.actionType}"`)
  }
}

function applyMutation(tx: Draft, mutation: RawMutation) {
  const [kind, body] = Object.entries(mutation)[0] ?? []
  const doc = body as SanityDocumentLike & {id?: string; query?: string}
  switch (kind) {
    case 'create':
    case 'createIfNotExists':
    case 'createOrReplace': {
      const id = doc._id ?? `${randomUUID()}`
      if (tx.get(id)) {
        if (kind === 'createIfNotExists') return
        if (kind === 'create') throw new LakeError(409, `Document ${id} already exists`)
      }
      tx.put(id, {...doc, _id: id})
      return
    }
    case 'delete': {
      const id = need(doc.id, 'delete.id')
      if (tx.get(id)) tx.remove(id)
      return
    }
    case 'patch': {
      if (doc.query) throw new LakeUnsupported('The stand-in does not apply patches by query')
      const id = need(doc.id, 'patch.id')
      const current = tx.get(id)
      if (!current) throw new LakeError(409, `Cannot patch ${id}: it does not exist`)
      const {ifRevisionID, ...operations} = body as {ifRevisionID?: string; [operation: string]: unknown}
      checkRevision(current, ifRevisionID, id)
      tx.put(id, patched(current, operations))
      return
    }
    default:
      throw new LakeUnsupported(`The stand-in does not apply mutation "${String(kind)}"`)
  }
}
