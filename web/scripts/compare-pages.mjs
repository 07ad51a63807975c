/**
 * Holds a refactoring of how pages are drawn to "the same HTML": `save DIR` keeps what every page
 * prerendered by the last build (`.next/server/app/**.html`) shows; `diff DIR` compares the current
 * build's pages with it (a directory of raw prerendered HTML works too) and prints each changed line,
 * exiting 1 when a page differs and 2 when a page is on one side only. Scripts (the framework's chunks
 * and flight data, whose names change with any code change) are left out: what is compared is the
 * document a visitor and a screen reader get.
 *
 *   pnpm --filter web pages:compare save /tmp/pages-before   (on the commit before the change)
 *   pnpm --filter web pages:compare diff /tmp/pages-before   (after it)
 */
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {dirname, join, relative} from 'node:path'
import {structuredPatch} from 'diff'

const BUILT = join(import.meta.dirname, '..', '.next', 'server', 'app')

/** Every prerendered page's HTML, by its file's path under the app directory. */
function prerendered(root) {
  return readdirSync(root, {recursive: true})
    .filter((file) => String(file).endsWith('.html'))
    .map((file) => relative(root, join(root, String(file))))
    .sort()
}

/** The document without its scripts, one tag per line so a diff names the element that changed. */
function visible(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '')
    .replace(/></g, '>\n<')
}

const [command, dir] = process.argv.slice(2)
if (!dir || !['save', 'diff'].includes(command)) {
  console.error('usage: node scripts/compare-pages.mjs save|diff DIR')
  process.exit(2)
}

if (command === 'save') {
  const pages = prerendered(BUILT)
  for (const page of pages) {
    mkdirSync(dirname(join(dir, page)), {recursive: true})
    writeFileSync(join(dir, page), visible(readFileSync(join(BUILT, page), 'utf8')))
  }
  console.log(`saved ${pages.length} pages to ${dir}`)
} else {
  const before = prerendered(dir)
  const now = prerendered(BUILT)
  const missing = [...before.filter((page) => !now.includes(page)), ...now.filter((page) => !before.includes(page))]
  let changed = 0
  for (const page of now.filter((page) => before.includes(page))) {
    const patch = structuredPatch(
      page,
      page,
      visible(readFileSync(join(dir, page), 'utf8')),
      visible(readFileSync(join(BUILT, page), 'utf8')),
      '',
      '',
      {
        context: 0,
      },
    )
    if (!patch.hunks.length) continue
    changed++
    console.log(`\n${page}`)
    for (const hunk of patch.hunks) for (const line of hunk.lines) console.log(`  ${line.slice(0, 400)}`)
  }
  for (const page of missing) console.log(`\n${page}: only in ${before.includes(page) ? dir : 'this build'}`)
  console.log(`\n${now.length} pages compared: ${changed} differ${missing.length ? `, ${missing.length} on one side only` : ''}`)
  process.exit(missing.length ? 2 : changed ? 1 : 0)
}
