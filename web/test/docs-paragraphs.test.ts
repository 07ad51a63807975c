/**
 * A paragraph of the README or docs/ is never cut into a list by its own line breaks: Markdown starts a
 * list at any line beginning with "- ", "+ ", "* " or "1. ", so a paragraph wrapped before "- 15 + 15 s"
 * renders as a paragraph and a stray list item, and Prettier then indents it as one. A list follows a
 * blank line, a heading or a line ending with ":"; anything else is a wrapped paragraph gone wrong.
 */
import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {expect, it} from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const LIST_ITEM = /^\s*([-+*]|\d+[.)]) /
const markdown = execFileSync('git', ['ls-files', '*.md'], {cwd: ROOT, encoding: 'utf8'}).split('\n').filter(Boolean)

/** Lines of `text` that begin a list in the middle of a paragraph, as "line N: …". */
function listsInParagraphs(text: string): string[] {
  const lines = text.split('\n')
  const found: string[] = []
  let fenced = false
  lines.forEach((line, index) => {
    if (line.startsWith('```')) fenced = !fenced
    const previous = lines[index - 1]
    if (fenced || previous === undefined || !LIST_ITEM.test(line) || !previous.trim()) return
    if (LIST_ITEM.test(previous) || /^[\s#|>]/.test(previous) || previous.trimEnd().endsWith(':')) return
    found.push(`line ${index + 1}: ${line.slice(0, 60)}`)
  })
  return found
}

it('no paragraph of the docs is broken into a list by where its lines wrap', () => {
  expect(listsInParagraphs('A figure (3\n- 15 + 15 s) in a paragraph.')).toEqual(['line 2: - 15 + 15 s) in a paragraph.'])
  const broken = markdown.flatMap((file) => listsInParagraphs(readFileSync(`${ROOT}/${file}`, 'utf8')).map((line) => `${file} ${line}`))
  expect(broken).toEqual([])
})
