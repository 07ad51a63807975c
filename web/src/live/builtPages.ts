/**
 * The pages a build prerendered, with their cache tags, read once per process from the build folder
 * (each page's `.meta` file, which Next writes beside its `.html`): a server started from its build
 * has rendered none of them itself, and its first publish must still know which pages to render
 * (publishes.ts, with the renders' own index, pageIndex.mjs).
 */
import {readdirSync, readFileSync} from 'node:fs'
import {join, relative} from 'node:path'
import {publishTags} from './pageIndex.mjs'

const STATE = Symbol.for('site.builtPages')

function pagesUnder(app: string): Map<string, string[]> {
  const pages = new Map<string, string[]>()
  const files = readdirSync(app, {recursive: true, encoding: 'utf8'})
  const html = new Set(files.filter((file) => file.endsWith('.html')).map((file) => file.slice(0, -'.html'.length)))
  for (const file of files) {
    if (!file.endsWith('.meta')) continue
    const name = file.slice(0, -'.meta'.length)
    if (!html.has(name) || name.split('/').some((part) => part.startsWith('_'))) continue
    const meta = JSON.parse(readFileSync(join(app, file), 'utf8')) as {status?: number; headers?: Record<string, string>}
    if (meta.status === 404) continue
    const path = `/${relative('.', name)}`
    pages.set(path === '/index' ? '/' : path, publishTags(meta.headers?.['x-next-cache-tags']))
  }
  return pages
}

/** The build's pages that carry any of `tags` (none when the build folder cannot be read). */
export function builtPagesTagged(tags: readonly string[], distDir = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next')): string[] {
  const holder = globalThis as {[STATE]?: Map<string, string[]>}
  if (!holder[STATE]) {
    try {
      holder[STATE] = pagesUnder(join(distDir, 'server', 'app'))
    } catch {
      holder[STATE] = new Map()
    }
  }
  const wanted = new Set(tags)
  return [...holder[STATE]].flatMap(([path, pageTags]) => (pageTags.some((tag) => wanted.has(tag)) ? [path] : []))
}
