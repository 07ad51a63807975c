/**
 * The W3C Nu HTML Checker (vnu.jar from the `vnu-jar` package, on the Java that
 * scripts/ensure-system-packages.mjs provides) over served pages: each saved to a folder, then all
 * checked in one run (a Java start costs seconds). Its CSS messages are left out: it reads the inline
 * stylesheet with a CSS checker that predates what Tailwind 4 writes; the HTML is what is checked.
 */
import {execFile} from 'node:child_process'
import {mkdtemp, rm, writeFile} from 'node:fs/promises'
import {createRequire} from 'node:module'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {promisify} from 'node:util'

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java'

type VnuMessage = {type: string; subType?: string; url: string; message: string; extract?: string; lastLine?: number}

/** The checker's errors in the pages, each "path:line: message [extract]". */
export async function htmlValidityErrors(pages: {path: string; html: string}[]): Promise<string[]> {
  const folder = await mkdtemp(join(tmpdir(), 'html-validity-'))
  try {
    const files = new Map<string, string>()
    for (const {path, html} of pages) {
      const file = join(folder, `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '__')}.html`)
      await writeFile(file, html)
      files.set(`file:${file}`, path)
    }
    // --exit-zero-always: the messages, not the exit code, say what is wrong. The JVM flags make one
    // short run cheap: the quick compiler only (the optimising one spent half the run's CPU compiling
    // code it then barely ran) and a single-threaded collector. With the quick compiler alone the
    // checker's schema overflowed the default thread stack: -Xss2m gives it room.
    const {stdout, stderr} = await promisify(execFile)(
      java,
      [
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-Xss2m',
        '-jar',
        vnuJar,
        '--errors-only',
        '--exit-zero-always',
        '--format',
        'json',
        folder,
      ],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    const messages: VnuMessage[] = JSON.parse(stderr || stdout).messages
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !message.message.startsWith('CSS: '))
      .map(
        (message) => `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'}: ${message.message} [${message.extract ?? ''}]`,
      )
  } finally {
    await rm(folder, {recursive: true, force: true})
  }
}
