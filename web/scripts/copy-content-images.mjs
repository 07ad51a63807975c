// Copies the bundled dataset's images into public/ so the embedded source can serve them as static files.
import {cpSync, mkdirSync, rmSync} from 'node:fs'
import {fileURLToPath} from 'node:url'

const from = fileURLToPath(new URL('../../packages/content/images/', import.meta.url))
const to = fileURLToPath(new URL('../public/content-images/', import.meta.url))
rmSync(to, {recursive: true, force: true})
mkdirSync(to, {recursive: true})
cpSync(from, to, {recursive: true})
