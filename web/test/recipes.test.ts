/**
 * The recipes in docs/architecture.md list the files a change must touch. A file that names every
 * single page type, or every section kind, is one a new page or a new section kind must change (the
 * typecheck or a test makes it): its recipe must name it by its path from the repository root. The
 * generated packages/types count as named when the recipe names `packages/types` (`pnpm typegen`
 * rewrites them). Found by reading every tracked file, so a new such file fails here until the
 * recipe names it.
 */
import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {dirname, join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {describe, expect, test} from 'vitest'
import {EVERY_SECTION_KINDS} from '@site/content/fixtures'
import {PAGE_PATHS, SLUGGED_ROUTES} from '@site/routes'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const TEXT = /\.(ts|tsx|mts|mjs|js|json|ndjson)$/

function recipe(title: string): string {
  const doc = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8')
  const start = doc.indexOf(`\n## ${title}\n`)
  if (start < 0) throw new Error(`docs/architecture.md has no section "${title}"`)
  const end = doc.indexOf('\n## ', start + 1)
  return doc.slice(start, end < 0 ? undefined : end)
}

/** Tracked source and data files that contain every one of the names. */
function filesNamingEach(names: readonly string[]): string[] {
  const files = execFileSync('git', ['ls-files'], {cwd: ROOT, encoding: 'utf8'}).split('\n')
  return files.filter((file) => {
    if (!TEXT.test(file)) return false
    const text = readFileSync(join(ROOT, file), 'utf8')
    return names.every((name) => text.includes(name))
  })
}

/** The section kinds: the every-section fixture fills each one. */
const SECTION_KINDS = EVERY_SECTION_KINDS

/** The tracked files of one section kind: named after it, or its component as the registry names it. */
function filesOfKind(kind: string): string[] {
  const registry = readFileSync(join(ROOT, 'web/src/components/builder/sections/registry.tsx'), 'utf8')
  const component = new RegExp(`\\b${kind}: builderKind\\((\\w+)`).exec(registry)?.[1]
  if (!component) throw new Error(`the registry draws no ${kind}`)
  const files = execFileSync('git', ['ls-files'], {cwd: ROOT, encoding: 'utf8'}).split('\n')
  return files.filter((file) => file.includes(`/${kind}.`) || file.endsWith(`/${component}.tsx`))
}

/** A kind's own file as the recipe names it: for `quoteSection`, the same path with `quoteSection` and `QuoteBlock`. */
const asNew = (kind: string) => (file: string) => {
  const component = `${kind.charAt(0).toUpperCase()}${kind.slice(1).replace(/Section$/, '')}Block`
  return file.replace(`/${kind}.`, '/quoteSection.').replace(new RegExp(`/${component}\\.tsx$`), '/QuoteBlock.tsx')
}

function unnamed(recipeText: string, files: string[]): string[] {
  return files.filter((file) => !(file.startsWith('packages/types/') ? recipeText.includes('packages/types') : recipeText.includes(file)))
}

describe('the recipes in docs/architecture.md', () => {
  test('"Add a page" names every file that lists each single page, by type or by address', () => {
    const byType = filesNamingEach(Object.keys(PAGE_PATHS))
    const byAddress = filesNamingEach(Object.values(PAGE_PATHS).flatMap((path) => (path === '/' ? [] : [`'${path}'`])))
    expect(byType).toContain('packages/routes/src/routeTable.ts')
    expect(byAddress).toContain('packages/routes/src/routeTable.ts')
    expect(unnamed(recipe('Add a page'), [...new Set([...byType, ...byAddress])])).toEqual([])
  })

  test('"Add a section kind" names every file that lists each section kind', () => {
    const files = filesNamingEach(SECTION_KINDS)
    expect(files).toContain('web/src/components/builder/sections/registry.tsx')
    expect(unnamed(recipe('Add a section kind'), files)).toEqual([])
  })

  test.each(SECTION_KINDS)('a new section kind, as %s was, touches at most 5 files in at most 3 folders', (kind) => {
    // The files of its own (named after it, or its component) and the lists of every kind; packages/types is generated.
    const touched = [...new Set([...filesOfKind(kind), ...filesNamingEach(SECTION_KINDS)])].filter(
      (file) => !file.startsWith('packages/types/'),
    )
    const folders = new Set(touched.map((file) => dirname(file)))
    expect(touched.length, touched.join(', ')).toBeLessThanOrEqual(5)
    expect(folders.size, [...folders].join(', ')).toBeLessThanOrEqual(3)
    expect(unnamed(recipe('Add a section kind'), touched.map(asNew(kind)))).toEqual([])
  })

  test('"Add a slugged type" names every source file that lists each slugged type', () => {
    const types = Object.keys(SLUGGED_ROUTES)
    // Tests and benchmarks exercise the types they choose: a new type needs none of them to work.
    const isSource = (file: string) => !/(^|\/)(test|e2e|bench)\//.test(file)
    const files = [
      ...new Set([...filesNamingEach(types.map((type) => `'${type}'`)), ...filesNamingEach(types.map((type) => `"${type}"`))]),
    ].filter(isSource)
    expect(files).toContain('web/src/sanity/loaders.ts')
    expect(unnamed(recipe('Add a slugged type'), files)).toEqual([])
    expect(recipe('Add a slugged type')).toContain('web/test/loaders.test.ts')
  })
})
