import {createHash} from 'node:crypto'
import {expect, test} from 'vitest'
import {inlineScriptHashes} from '@/security/inlineScripts'
import {NO_INLINE_SCRIPTS, pagePolicy} from '@/security/scriptPolicy'

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`

const BOOTSTRAP =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/0mtxt90h-a-gp.js","static/chunks/10kr80fsgn-ul.js"],"runtimeModuleIds":[35139]});'
const START = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[23,[],\\"default\\"]\\u003c/script\\u003e"])'

const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${scripts.join('')}</body></html>`

test("Next's inline scripts are hashed, each once, in page order", () => {
  const html = page(
    `<script id="_R_">${BOOTSTRAP}</script>`,
    `<script>${START}</script>`,
    `<script>${FLIGHT}</script>`,
    `<script>${FLIGHT}</script>`,
  )
  expect(inlineScriptHashes(html)).toEqual([sha(BOOTSTRAP), sha(START), sha(FLIGHT)])
})

test('a script of any other shape gets no hash, so the browser refuses it; JSON-LD is data and needs none', () => {
  const injected = [
    'alert(document.cookie)',
    'self.__next_f.push([1,"x"]);alert(1)',
    'self.__next_f.push([1,"x"+alert(1)])',
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[alert(1)],"runtimeModuleIds":[1]});',
  ]
  const html = page(
    ...injected.map((body) => `<script>${body}</script>`),
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  )
  expect(inlineScriptHashes(html)).toEqual([])
})

test("no answer's policy allows 'unsafe-inline' for scripts; a page's allows its own scripts by hash", () => {
  const scriptSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src '))!
  expect(scriptSrc(NO_INLINE_SCRIPTS)).toBe("script-src 'self'")
  const policy = scriptSrc(pagePolicy(page(`<script>${START}</script>`)))
  expect(policy).toBe(`script-src 'self' ${sha(START)}`)
  expect(policy).not.toContain('unsafe')
})
