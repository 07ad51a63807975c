/**
 * Which content source the site reads, from the environment. With no project id the site reads the
 * bundled dataset: nothing here throws when a variable is missing.
 */
import {join} from 'node:path'

const apiVersion = process.env.NEXT_PUBLIC_SANITY_API_VERSION || '2025-09-01'

export const lakeConfig = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID
  ? {
      projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
      dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
      apiVersion,
      // Only for tests: points the real client at a local stand-in for the query API.
      apiHost: process.env.SANITY_API_HOST || undefined,
      token: process.env.SANITY_API_READ_TOKEN || undefined,
    }
  : null

/** Server only: reads drafts for editors' previews (a Viewer token); never sent to a browser. */
export const readToken = process.env.SANITY_API_READ_TOKEN || undefined

/** Where the Studio is deployed: preview text links back to it (stega) and its Presentation tool frames the site. */
export const studioUrl = (process.env.NEXT_PUBLIC_SANITY_STUDIO_URL || 'http://localhost:3333').replace(/\/$/, '')

/** The bundled dataset's file; a copy can be pointed at for tests (CONTENT_DATASET_FILE). */
export const embeddedDatasetFile = process.env.CONTENT_DATASET_FILE || join(process.cwd(), '..', 'packages', 'content', 'data.ndjson')

/** Where public/ serves the bundled images (scripts/copy-content-images.mjs puts them there). */
export const embeddedImagePrefix = '/content-images/'
