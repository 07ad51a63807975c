/**
 * The one decision on links from content: site paths, http(s) and mailto are links; every other
 * scheme, a protocol-relative or backslashed path and a hidden control character are not.
 */
import {expect, test} from 'vitest'
import {linkAddress, outsideAddress} from '@/security/linkAddress'
import {sitePath} from '@/security/sitePath'

test('site paths, other websites and e-mail addresses are links of their kind', () => {
  expect(linkAddress('/pilot/givify#objectives')).toEqual({kind: 'site', href: '/pilot/givify#objectives'})
  expect(linkAddress(' https://example.org/report.pdf ')).toEqual({kind: 'outside', href: 'https://example.org/report.pdf'})
  expect(linkAddress('http://example.org')).toEqual({kind: 'outside', href: 'http://example.org'})
  expect(linkAddress('mailto:hello@example.org')).toEqual({kind: 'mail', href: 'mailto:hello@example.org'})
  expect(outsideAddress('https://www.linkedin.com/in/sample')).toBe('https://www.linkedin.com/in/sample')
  expect(outsideAddress('/about')).toBeNull()
  expect(outsideAddress('mailto:hello@example.org')).toBeNull()
})

test('scripts, data, other schemes, other hosts in disguise and control characters are not links', () => {
  for (const address of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org/',
    '//evil.example/path',
    '/\\evil.example',
    '/about\\..\\evil',
    'https://exa\nmple.org',
    'mailto://evil.example',
    'https://',
    'example.org',
    '',
    null,
    undefined,
  ]) {
    expect(linkAddress(address), JSON.stringify(address)).toBeNull()
  }
})

test('a site path is read as the browser resolves it: dot segments and encoded slashes that leave the site are not links', () => {
  for (const address of [
    '/..//evil.example/c',
    '/%2e%2e//evil.example/c',
    '/%2E%2e//evil.example/c',
    '/x/..//evil.example/c',
    '/x/%2e%2e//evil.example/c',
    '/x/./..//evil.example',
    '/%2f/evil.example',
    '/%2F%2Fevil.example/c',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    '/..\\evil.example',
  ]) {
    expect(linkAddress(address), address).toBeNull()
    expect(sitePath(address), address).toBeNull()
  }
})

test('a site path that stays on the site is drawn at the address the browser would ask for', () => {
  expect(sitePath('/about')).toBe('/about')
  expect(sitePath('/pilot/givify?tab=1#objectives')).toBe('/pilot/givify?tab=1#objectives')
  expect(sitePath('/x/../about')).toBe('/about')
  expect(sitePath('/a/%2e/b/./c')).toBe('/a/b/c')
  expect(sitePath('/..')).toBe('/')
  expect(linkAddress('/get-inspired/../about#team')).toEqual({kind: 'site', href: '/about#team'})
  for (const address of ['about', 'https://example.org/', '//evil.example', '', null]) expect(sitePath(address), String(address)).toBeNull()
})
