import {describe, expect, test} from 'vitest'
import {redirectFor} from '@/routing/redirects'

describe('redirects', () => {
  test('the legacy summit address, with or without its trailing slash, goes to the call for nominations', () => {
    expect(redirectFor('/index.php/innovation-in-fundraising-summit/')).toBe('/nominate-beacon')
    expect(redirectFor('/index.php/innovation-in-fundraising-summit')).toBe('/nominate-beacon')
  })

  test('a trailing slash is removed', () => {
    expect(redirectFor('/about/')).toBe('/about')
    expect(redirectFor('/pilot/givify//')).toBe('/pilot/givify')
    expect(redirectFor('//')).toBe('/')
  })

  test('other paths are not redirected', () => {
    for (const path of ['/', '/about', '/pilot/givify', '/index.php']) expect(redirectFor(path)).toBeNull()
  })
})
