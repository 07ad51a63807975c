/**
 * The last good answer of every published query this instance has read from the Content Lake, on its
 * disk: what pages are rendered from while the Lake cannot be read (source.ts, readPublishedOrLastGood).
 * The build writes one for every query its pages ask, so a server started from it has the build's
 * content to fall back on; each later read that gets an answer replaces it. So a page is never lost
 * because its replacement could not be rendered: whatever made it stale (a publish, the catch-up, a
 * start with no memory, an emptied Redis), its re-render during an outage shows what it showed before.
 *
 * Where: `<distDir>/last-good/` (SITE_LAST_GOOD_DIR to choose another folder, e.g. a volume kept across
 * deploys), one file per query and params, named by their hash, written whole then renamed, so a
 * reader never sees half a file. Why on disk rather than in the shared cache: an emptied, frozen or
 * lost Redis must not take the fallback with it, and the build's copy comes with every instance.
 * Why not kept in memory as well: it is read only during an outage, and one copy of every answer
 * would double the server's memory at 100× the content (docs/architecture.md, The site outlives its CMS).
 * A disk that cannot be written (a read-only container) only loses the fallback, logged once.
 */
import {createHash} from 'node:crypto'
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

const KEY = Symbol.for('site.lastGood')

interface LastGoodState {
  /** The hash of the answer last written for each key by this process: an unchanged answer is not written again. */
  written: Map<string, string>
  unwritable: boolean
}

function state(): LastGoodState {
  const holder = globalThis as typeof globalThis & {[KEY]?: LastGoodState}
  return (holder[KEY] ??= {written: new Map(), unwritable: false})
}

/** The folder, chosen when first used: the build and the server agree on it through NEXT_DIST_DIR. */
function lastGoodDir(env: Record<string, string | undefined> = process.env) {
  return env.SITE_LAST_GOOD_DIR || join(process.cwd(), env.NEXT_DIST_DIR || '.next', 'last-good')
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url')

/** The file name of a query's answer with its params. */
export const lastGoodKey = (query: string, params: unknown) => hash(JSON.stringify([query, params ?? {}]))

/** Keeps `value` as the last good answer under `key`. Never throws: the fallback is a help, not a condition. */
export function keepLastGood(key: string, value: unknown) {
  const current = state()
  const text = JSON.stringify(value ?? null)
  const digest = hash(text)
  if (current.written.get(key) === digest || current.unwritable) return
  const dir = lastGoodDir()
  try {
    mkdirSync(dir, {recursive: true})
    const temporary = join(dir, `${key}.${process.pid}.tmp`)
    writeFileSync(temporary, text)
    renameSync(temporary, join(dir, `${key}.json`))
    current.written.set(key, digest)
  } catch (error) {
    current.unwritable = true
    console.error(
      `[lake] the last good answers cannot be kept in ${dir} (${(error as Error).message}): an outage of the Lake will fail pages.`,
    )
  }
}

/** The last good answer kept under `key`, or undefined when there is none. */
export function lastGoodAnswer(key: string): unknown {
  try {
    return JSON.parse(readFileSync(join(lastGoodDir(), `${key}.json`), 'utf8')) as unknown
  } catch {
    return undefined
  }
}
