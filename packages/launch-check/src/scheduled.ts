/**
 * What is scheduled, checked before its time: a scheduled draft or a release (Sanity's `system.release`
 * documents, state `scheduled`, and their versions `versions.<release>.<id>`) that would publish a
 * placeholder, a link to nothing or an address another page holds. Each scheduled release is checked
 * on the dataset as it will be at its time (every release scheduled until then laid over the published
 * documents, in the order they publish, as Sanity publishes each version over its document); an item
 * counts when it is not open on the site today, and names the release by its title and its time.
 */
import {documentPath} from '@site/routes'
import type {Document, LaunchItem} from './check.ts'
import {describeDocument} from './labels.ts'

const RELEASE_PREFIX = '_.releases.'
const VERSION_PREFIX = 'versions.'

export interface ScheduledRelease {
  /** The release's name, as versions and perspectives name it (`rSummitMorning`). */
  id: string
  title: string
  /** When Sanity publishes it (ISO 8601). */
  publishAt: string
}

/** The releases waiting for their time, earliest first. */
function scheduledReleases(documents: readonly Document[]): ScheduledRelease[] {
  return documents
    .filter((doc) => doc._type === 'system.release' && doc._id.startsWith(RELEASE_PREFIX) && doc.state === 'scheduled')
    .flatMap((doc) => {
      const metadata = (doc.metadata ?? {}) as {title?: unknown; intendedPublishAt?: unknown}
      const publishAt = typeof doc.publishAt === 'string' ? doc.publishAt : metadata.intendedPublishAt
      if (typeof publishAt !== 'string' || Number.isNaN(Date.parse(publishAt))) return []
      const id = doc._id.slice(RELEASE_PREFIX.length)
      const title = typeof metadata.title === 'string' && metadata.title.trim() ? metadata.title.trim() : 'Untitled release'
      return [{id, title, publishAt}]
    })
    .sort((a, b) => Date.parse(a.publishAt) - Date.parse(b.publishAt))
}

/** A version's release name and the published id it stands for, or null for any other document. */
function versionOf(id: string): {release: string; publishedId: string} | null {
  if (!id.startsWith(VERSION_PREFIX)) return null
  const dot = id.indexOf('.', VERSION_PREFIX.length)
  return dot === -1 ? null : {release: id.slice(VERSION_PREFIX.length, dot), publishedId: id.slice(dot + 1)}
}

const unpublishes = (doc: Document) => (doc._system as {delete?: unknown} | undefined)?.delete === true

/** "12 March 2026 at 09:00 UTC": editors in every time zone read the same words. */
const whenFormat = new Intl.DateTimeFormat('en-GB', {dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC'})
const describeTime = (iso: string) => `${whenFormat.format(new Date(iso))} UTC`

/** Two documents that would answer at one address once the release is out. */
function takenAddressItems(view: readonly Document[], changed: ReadonlySet<string>): LaunchItem[] {
  const holders = new Map<string, Document>()
  const items: LaunchItem[] = []
  // Documents the release does not change hold their address first: the release's newcomer is the one to rename.
  const ordered = [...view.filter((doc) => !changed.has(doc._id)), ...view.filter((doc) => changed.has(doc._id))]
  for (const doc of ordered) {
    const slug = (doc.slug as {current?: unknown} | undefined)?.current
    if (typeof slug !== 'string') continue
    const path = documentPath(doc._type, slug)
    if (!path) continue
    const holder = holders.get(path)
    if (!holder) holders.set(path, doc)
    else if (changed.has(doc._id))
      items.push({
        kind: 'scheduled',
        documentId: doc._id,
        documentType: doc._type,
        path: ['slug'],
        value: path,
        problem: `${path} is already the address of “${describeDocument(holder)}”: choose another.`,
      })
  }
  return items
}

/**
 * The items scheduled releases would open, each naming its release: `check` is the checklist's rules
 * over a set of published documents (checkView in check.ts), `openToday` the keys of what it finds now.
 */
export function scheduledItems(
  documents: readonly Document[],
  check: (view: readonly Document[]) => LaunchItem[],
  itemKey: (item: LaunchItem) => string,
): LaunchItem[] {
  const releases = scheduledReleases(documents)
  if (releases.length === 0) return []
  const view = new Map<string, Document>()
  for (const doc of documents) if (!doc._id.startsWith('drafts.') && !versionOf(doc._id)) view.set(doc._id, doc)
  const seen = new Set(check([...view.values()]).map(itemKey))
  const items: LaunchItem[] = []
  for (const release of releases) {
    const changed = new Set<string>()
    for (const doc of documents) {
      const version = versionOf(doc._id)
      if (version?.release !== release.id) continue
      changed.add(version.publishedId)
      if (unpublishes(doc)) view.delete(version.publishedId)
      else view.set(version.publishedId, {...doc, _id: version.publishedId})
    }
    const atItsTime = [...check([...view.values()]), ...takenAddressItems([...view.values()], changed)]
    for (const item of atItsTime) {
      const key = itemKey(item)
      if (seen.has(key)) continue
      seen.add(key)
      items.push({
        ...item,
        kind: 'scheduled',
        release,
        problem: `Scheduled to publish in “${release.title}” on ${describeTime(release.publishAt)}: ${item.problem}`,
      })
    }
  }
  return items
}
