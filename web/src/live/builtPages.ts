/**
 * The pages a build prerendered and their tags, read once from the `.meta` files Next writes beside them:
 * a server started from its build must know which pages its first publish renders (publishes.ts, beside
 * pageIndex.mjs).
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
  const holder = globalThis as {[STATE]?: Map<string, Map<string, string[]>>}
  const builds = (holder[STATE] ??= new Map<string, Map<string, string[]>>())
  let pages = builds.get(distDir)
  if (!pages) {
    try {
      pages = pagesUnder(join(distDir, 'server', 'app'))
    } catch {
      pages = new Map<string, string[]>()
    }
    builds.set(distDir, pages)
  }
  const wanted = new Set(tags)
  return [...pages].flatMap(([path, pageTags]) => (pageTags.some((tag) => wanted.has(tag)) ? [path] : []))
}
