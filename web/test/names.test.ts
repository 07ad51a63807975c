/**
 * No component shares a name with a generated content type (docs/architecture.md, "Types come from the
 * schema"): `PilotsPage` is the type of the Pilots page document, never the component drawing it.
 */
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {expect, test} from 'vitest'

const SRC = fileURLToPath(new URL('../src', import.meta.url))
const TYPES = fileURLToPath(new URL('../../packages/types/sanity.types.ts', import.meta.url))

const componentFiles = (readdirSync(SRC, {recursive: true}) as string[]).filter((file) => file.endsWith('.tsx'))
const componentNames = componentFiles.flatMap((file) =>
  [...readFileSync(join(SRC, file), 'utf8').matchAll(/export (?:default )?(?:async )?function ([A-Z]\w*)/g)].map((match) => match[1]!),
)
const typeNames = [...readFileSync(TYPES, 'utf8').matchAll(/^export type ([A-Z]\w*)/gm)].map((match) => match[1]!)

test('the components and the generated types are found', () => {
  expect(componentNames).toContain('SiteLink')
  expect(typeNames).toContain('PilotsPage')
})

test('no component is named like a generated content type', () => {
  expect(componentNames.filter((name) => typeNames.includes(name))).toEqual([])
})
