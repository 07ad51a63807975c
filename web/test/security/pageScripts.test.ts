import {createHash} from 'node:crypto'
import {expect, test} from 'vitest'
import {pageScripts} from '@/security/pageScripts'
import {NOT_A_PAGE, securePage} from '@/security/scriptPolicy'
import {TRUSTED_TYPES_POLICY} from '@/security/trustedTypesPolicy'

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`
const source = (body: string) => `'${sha256(body)}'`

const BOOTSTRAP =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/0mtxt90h-a-gp.js","static/chunks/10kr80fsgn-ul.js"],"runtimeModuleIds":[35139]});'
const START = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[23,[],\\"default\\"]\\u003c/script\\u003e"])'

// Two script files of the build: Next writes the first's integrity, not the second's (a client component's chunk).
const [FRAMEWORK, CLIENT] = [sha256('framework chunk'), sha256('client chunk')]
const built = new Map([
  ['/_next/static/chunks/a.js', FRAMEWORK],
  ['/_next/static/chunks/b.js', CLIENT],
])
const head = `<script src="/_next/static/chunks/a.js" async="" integrity="${FRAMEWORK}"></script><script src="/_next/static/chunks/b.js" async=""></script>`
const page = (...scripts: string[]) => `<!DOCTYPE html><html><head>${head}</head><body>${scripts.join('')}</body></html>`
const hashes = (html: string) => pageScripts(html, built).hashes

test("the build's script files, Next's inline scripts and the Trusted Types policy are hashed, each once, in page order", () => {
  const html = page(
    `<script>${TRUSTED_TYPES_POLICY}</script>`,
    `<script id="_R_">${BOOTSTRAP}</script>`,
    `<script>${START}</script>`,
    `<script>${FLIGHT}</script>`,
    `<script>${FLIGHT}</script>`,
  )
  expect(hashes(html)).toEqual([
    `'${FRAMEWORK}'`,
    `'${CLIENT}'`,
    source(TRUSTED_TYPES_POLICY),
    source(BOOTSTRAP),
    source(START),
    source(FLIGHT),
  ])
})

test("a script file Next wrote without integrity gets the build's; nothing else in the page changes", () => {
  const html = page(`<script>${START}</script>`)
  const sent = pageScripts(html, built).page.toString()
  expect(sent).toBe(
    html.replace(
      '<script src="/_next/static/chunks/b.js" async="">',
      `<script src="/_next/static/chunks/b.js" async="" integrity="${CLIENT}">`,
    ),
  )
  const untouched = `<html><head></head><body><script>${START}</script></body></html>`
  expect(pageScripts(untouched, built).page.toString()).toBe(untouched)
})

test('a script file vouches for itself only with the hash the build made: from elsewhere, unknown or with another integrity it gets none', () => {
  const html = `<html><body>${[
    `<script src="https://elsewhere.example/x.js" integrity="${FRAMEWORK}"></script>`,
    '<script src="/y.js"></script>',
    `<script src="/_next/static/chunks/a.js" integrity="${sha256('tampered')}"></script>`,
  ].join('')}</body></html>`
  expect(hashes(html)).toEqual([])
})

test('an inline script of any other shape gets no hash, so the browser refuses it; JSON-LD is data and needs none', () => {
  const injected = [
    'alert(document.cookie)',
    'self.__next_f.push([1,"x"]);alert(1)',
    'self.__next_f.push([1,"x"+alert(1)])',
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[alert(1)],"runtimeModuleIds":[1]});',
    `${TRUSTED_TYPES_POLICY};alert(1)`,
  ]
  const html = `<html><body>${injected.map((body) => `<script>${body}</script>`).join('')}<script type="application/ld+json">{"@context":"https://schema.org"}</script></body></html>`
  expect(hashes(html)).toEqual([])
})

test("no answer's policy allows 'unsafe-inline' for scripts; a page's allows its own scripts by hash and requires Trusted Types", () => {
  expect(NOT_A_PAGE).toMatch(/^default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors /)
  const {policy} = securePage(page(`<script>${START}</script>`), built)
  const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!
  expect(scriptSrc).toBe(`script-src 'self' 'strict-dynamic' '${FRAMEWORK}' '${CLIENT}' ${source(START)}`)
  expect(policy).toContain("require-trusted-types-for 'script'; trusted-types default")
  expect(scriptSrc).not.toContain('unsafe')
})

test("an editor's preview keeps the hashes but not 'strict-dynamic' and Trusted Types, which stop its live refresh", () => {
  const {policy} = securePage(page(`<script>${START}</script>`), built, {preview: true})
  expect(policy).toContain(`script-src 'self' '${FRAMEWORK}' '${CLIENT}' ${source(START)};`)
  expect(policy).not.toContain('trusted-types')
})
