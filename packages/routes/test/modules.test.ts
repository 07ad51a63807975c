import {readdirSync, readFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {describe, expect, test} from 'vitest'

const SRC = fileURLToPath(new URL('../src', import.meta.url))

/** The package's own modules each module imports (`./x.ts`). */
function localImports(file: string): string[] {
  const text = readFileSync(`${SRC}/${file}`, 'utf8')
  return [...text.matchAll(/from '\.\/([^']+)'/g)].map(([, name]) => name!)
}

describe('the modules of @site/routes', () => {
  test('index.ts only re-exports: no module imports it back, so the package has no import circle', () => {
    const files = readdirSync(SRC).filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    for (const file of files) expect({file, imports: localImports(file)}).toEqual({file, imports: expect.not.arrayContaining(['index.ts'])})
    expect(
      readFileSync(`${SRC}/index.ts`, 'utf8')
        .replace(/\/\*\*[\s\S]*?\*\/\s*/, '')
        .trim()
        .split('\n'),
    ).toEqual(files.sort().map((file) => `export * from './${file}'`))
  })
})
