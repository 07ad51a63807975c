/**
 * The repository explains itself: comments and docs point at sections of docs/product.md and
 * docs/architecture.md, and every such pointer names a heading that exists, so renaming a section
 * cannot leave pointers behind.
 */
import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import GithubSlugger from 'github-slugger'
import {describe, expect, it} from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SOURCES = /\.(ts|tsx|mjs|js|css|md|yaml|json)$/
const files = execFileSync('git', ['ls-files'], {cwd: ROOT, encoding: 'utf8'})
  .split('\n')
  .filter((file) => SOURCES.test(file) && !file.startsWith('packages/types/') && file !== 'pnpm-lock.yaml')
const read = (file: string) => readFileSync(`${ROOT}/${file}`, 'utf8')

/** The anchors GitHub gives a Markdown file's headings. */
function anchorsOf(markdown: string) {
  const slugger = new GithubSlugger()
  return new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slugger.slug(match[1]!)))
}

describe('the repository explains itself', () => {
  it('points only at sections of docs/ that exist', () => {
    const anchors = {product: anchorsOf(read('docs/product.md')), architecture: anchorsOf(read('docs/architecture.md'))}
    const broken: string[] = []
    let pointers = 0
    for (const file of files) {
      for (const match of read(file).matchAll(/docs\/(product|architecture)\.md((?:#[a-z0-9-]+(?:, )?)+)/g)) {
        for (const anchor of match[2]!.split(/, /).map((part) => part.replace('#', ''))) {
          pointers++
          if (!anchors[match[1] as 'product' | 'architecture'].has(anchor)) broken.push(`${file}: docs/${match[1]}.md#${anchor}`)
        }
      }
    }
    expect(pointers).toBeGreaterThan(50)
    expect(broken).toEqual([])
  })
})
