/**
 * Valid HTML: the W3C Nu HTML Checker (vnu.jar from the `vnu-jar` package, on the Java that
 * scripts/ensure-system-packages.mjs provides) finds no error in the served HTML of any route of the
 * sitemap, nor of the not-found page (its messages about the inline stylesheet's CSS aside). Every page
 * is saved to a folder first, then checked in one run of the checker (a Java start costs seconds).
 */
import {execFile} from 'node:child_process'
import {mkdtemp, rm, writeFile} from 'node:fs/promises'
import {createRequire} from 'node:module'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {promisify} from 'node:util'
import {expect, test} from '@playwright/test'
import {sitemapPaths} from './support/routes'

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java'

type VnuMessage = {type: string; subType?: string; url: string; message: string; extract?: string; lastLine?: number}

test('every page is valid HTML for the W3C Nu HTML Checker', async ({request}) => {
  const folder = await mkdtemp(join(tmpdir(), 'html-validity-'))
  try {
    const NOT_FOUND = '/this-page-does-not-exist'
    const paths = [...(await sitemapPaths(request)), NOT_FOUND]
    expect(paths.length).toBeGreaterThan(20)
    const files = new Map<string, string>()
    for (const path of paths) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(path === NOT_FOUND ? 404 : 200)
      const file = join(folder, `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '__')}.html`)
      await writeFile(file, await response.text())
      files.set(`file:${file}`, path)
    }

    // --exit-zero-always: the messages, not the exit code, say what is wrong.
    const {stdout, stderr} = await promisify(execFile)(
      java,
      ['-jar', vnuJar, '--errors-only', '--exit-zero-always', '--format', 'json', folder],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    const messages: VnuMessage[] = JSON.parse(stderr || stdout).messages
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      // The checker also reads the stylesheet inside each page with a CSS checker that predates what
      // Tailwind 4 writes (@property, @container, margin-trim…); the HTML is what this test checks.
      .filter((message) => !message.message.startsWith('CSS: '))
      .map(
        (message) => `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'}: ${message.message} [${message.extract ?? ''}]`,
      )
    expect(errors).toEqual([])
  } finally {
    await rm(folder, {recursive: true, force: true})
  }
})
