/**
 * Reads that must see the source as it is now, never a cache: the publish webhook waiting for the
 * revision it announces (publish/consistencyWait.ts), and the catch-up asking what was published
 * (catch-up/). Also whether the bundled dataset is the one the build rendered.
 */
import {embeddedDatasetFile} from './env'
import {publishedChangesQuery, publishedIndexQuery, publishedRevisionQuery} from './queries'
import {lakeClient, readPublished} from './source'
import {datasetHash} from './sources/datasetHash'

/** The revision of a published document the Content Lake serves now, uncached (the publish webhook waits for it); null without a Lake. */
export const readPublishedRevision = lakeClient ? (id: string) => readPublished(publishedRevisionQuery, {id}) : null

/**
 * The catch-up's questions to the Content Lake (src/catch-up/), uncached: what was published since a
 * moment, and every published revision (which a build also records: next.config). Null with the
 * bundled dataset, which no editor publishes to.
 */
export const lakeCatchUpSource = lakeClient
  ? {
      changes: (since: string, max: number) => readPublished(publishedChangesQuery, {since, max}),
      index: () => readPublished(publishedIndexQuery, {}),
    }
  : null

/**
 * Whether the bundled dataset differs from the one this build rendered its pages from (its hash,
 * fixed at build time by next.config): a file replaced without a rebuild makes every page stale once.
 */
export function bundledDatasetChangedSinceBuild() {
  const built = process.env.SITE_BUILT_DATASET_HASH
  return !lakeClient && Boolean(built) && datasetHash(embeddedDatasetFile) !== built
}
