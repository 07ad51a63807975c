/** Where the bundled dataset lives on disk, for tools that run inside the repository. */
import {fileURLToPath} from 'node:url'
import {dirname, join} from 'node:path'

export const CONTENT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..')
export const DATA_FILE = join(CONTENT_DIR, 'data.ndjson')
export const IMAGES_DIR = join(CONTENT_DIR, 'images')
