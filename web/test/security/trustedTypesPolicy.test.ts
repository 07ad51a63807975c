import {expect, test} from 'vitest'
import {TRUSTED_TYPES_POLICY} from '@/security/trustedTypesPolicy'

type Rules = Record<'createScriptURL' | 'createHTML' | 'createScript', (value: string) => string>

/** The rules the policy script registers, run against a stand-in for the browser's Trusted Types API. */
function defaultPolicy(): Rules {
  const registered: Record<string, Rules> = {}
  const trustedTypes = {createPolicy: (name: string, rules: Rules) => (registered[name] = rules)}
  new Function('window', 'trustedTypes', 'location', TRUSTED_TYPES_POLICY)({trustedTypes}, trustedTypes, {
    href: 'https://site.example/pilots',
    origin: 'https://site.example',
  })
  return registered.default!
}

test("the default policy lets through the site's own chunk scripts and refuses every other script URL", () => {
  const {createScriptURL} = defaultPolicy()
  expect(createScriptURL('/_next/static/chunks/0bvcifrxjq_nr.js')).toBe('/_next/static/chunks/0bvcifrxjq_nr.js')
  expect(createScriptURL('https://site.example/_next/static/chunks/a.js')).toBe('https://site.example/_next/static/chunks/a.js')
  for (const url of ['https://elsewhere.example/_next/static/a.js', '/api/revalidate', '/pilots', 'data:text/javascript,alert(1)'])
    expect(() => createScriptURL(url), url).toThrow(TypeError)
})

test("the default policy lets through HTML that can only be text or React's empty script element, and script text that is JSON", () => {
  const {createHTML, createScript} = defaultPolicy()
  expect(createHTML('{"@context":"https://schema.org","name":"a \\u003cb\\u003e"}')).toContain('schema.org')
  // React makes a script element it renders in the browser from this HTML, in a detached div.
  expect(createHTML('<script></script>')).toBe('<script></script>')
  for (const html of ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '<script></script><img src=x onerror=alert(1)>'])
    expect(() => createHTML(html), html).toThrow(TypeError)
  expect(createScript('{"@type":"Article"}')).toBe('{"@type":"Article"}')
  expect(() => createScript('alert(1)')).toThrow(TypeError)
})

test('the policy can sit in an inline script: nothing in it ends the element', () => {
  expect(TRUSTED_TYPES_POLICY).not.toMatch(/<\/script/i)
})

test('browsers without Trusted Types skip the policy', () => {
  expect(() => new Function('window', 'trustedTypes', 'location', TRUSTED_TYPES_POLICY)({}, undefined, {})).not.toThrow()
})
