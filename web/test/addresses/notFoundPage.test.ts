/**
 * The not-found page's address is written once, as NOT_FOUND_PAGE in @site/routes: the proxy, the
 * request gate and the cache rules take it from there, so they cannot drift apart.
 */
import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {expect, test} from 'vitest'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const SOURCE = /^(web\/src|web\/server\.ts|web\/next\.config\.ts|studio\/(?!test\/)|packages\/[^/]+\/src)\S*\.(ts|tsx|mts|mjs|js)$/
const COMMENT = /^\s*(\/\/|\/?\*)/

test('"/_not-found" is spelled in code only by NOT_FOUND_PAGE', () => {
  const files = execFileSync('git', ['ls-files'], {cwd: ROOT, encoding: 'utf8'})
    .split('\n')
    .filter((file) => SOURCE.test(file))
  const spelled = files.flatMap((file) =>
    readFileSync(`${ROOT}${file}`, 'utf8')
      .split('\n')
      .filter((line) => line.includes('_not-found') && !COMMENT.test(line))
      .map((line) => `${file}: ${line.trim()}`),
  )
  expect(spelled).toEqual(["packages/routes/src/routeTable.ts: export const NOT_FOUND_PAGE = '/_not-found'"])
})
