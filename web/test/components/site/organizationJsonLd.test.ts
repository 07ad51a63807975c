import {describe, expect, it} from 'vitest'
import {organizationJsonLd} from '@/components/site/organizationJsonLd'

describe('organizationJsonLd', () => {
  it('describes the organisation with absolute links, a plain e-mail and its profiles', () => {
    expect(
      organizationJsonLd({
        siteUrl: 'https://site.test',
        name: 'Example Collaborative',
        logoUrl: '/content-images/logo-10x10.svg',
        email: 'mailto:hello@example.org',
        profiles: ['https://example.org/a', 'https://example.org/b'],
      }),
    ).toEqual({
      '@type': 'Organization',
      name: 'Example Collaborative',
      url: 'https://site.test/',
      logo: 'https://site.test/content-images/logo-10x10.svg',
      email: 'hello@example.org',
      sameAs: ['https://example.org/a', 'https://example.org/b'],
    })
  })

  it('keeps a logo that is already absolute, leaves out what is missing, and gives nothing without a name', () => {
    expect(
      organizationJsonLd({
        siteUrl: 'https://site.test',
        name: 'X',
        logoUrl: 'https://cdn.sanity.io/images/p/d/x.png',
        email: null,
        profiles: [],
      }),
    ).toEqual({'@type': 'Organization', name: 'X', url: 'https://site.test/', logo: 'https://cdn.sanity.io/images/p/d/x.png'})
    expect(organizationJsonLd({siteUrl: 'https://site.test', name: null, logoUrl: null, email: null, profiles: []})).toBeNull()
  })
})
