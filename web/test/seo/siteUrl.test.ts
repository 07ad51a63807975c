import {describe, expect, test} from 'vitest'
import {LOCAL_SITE_URL, resolveSiteUrl, siteUrlMismatch} from '@/seo/siteUrl'

describe('the site address', () => {
  test('NEXT_PUBLIC_SITE_URL wins, without a trailing slash', () => {
    expect(resolveSiteUrl({NEXT_PUBLIC_SITE_URL: 'https://beacons.example.org/', VERCEL_PROJECT_PRODUCTION_URL: 'x.vercel.app'}).url).toBe(
      'https://beacons.example.org',
    )
  })

  test('on Vercel, the project production address', () => {
    expect(resolveSiteUrl({VERCEL_PROJECT_PRODUCTION_URL: 'beacons.vercel.app'})).toEqual({
      url: 'https://beacons.vercel.app',
      source: 'VERCEL_PROJECT_PRODUCTION_URL',
    })
  })

  test('on Netlify, the site URL', () => {
    expect(resolveSiteUrl({NETLIFY: 'true', URL: 'https://beacons.netlify.app'}).url).toBe('https://beacons.netlify.app')
    expect(resolveSiteUrl({URL: 'https://not-netlify.example'}).url).toBe(LOCAL_SITE_URL)
  })

  test('else localhost, marked as the default', () => {
    expect(resolveSiteUrl({})).toEqual({url: LOCAL_SITE_URL, source: 'default'})
    expect(resolveSiteUrl({NEXT_PUBLIC_SITE_URL: 'not a url'}).source).toBe('default')
  })
})

describe('the address at run time', () => {
  test('another address at run time than at build time is reported; the built one stays', () => {
    const message = siteUrlMismatch({NEXT_PUBLIC_SITE_URL: 'https://new.example.org'}, 'https://beacons.example.org')
    expect(message).toMatch(/NEXT_PUBLIC_SITE_URL is https:\/\/new\.example\.org at run time/)
    expect(message).toMatch(/every page keeps using https:\/\/beacons\.example\.org/)
  })

  test('nothing to report when they agree, or the run-time environment names no address', () => {
    expect(siteUrlMismatch({NEXT_PUBLIC_SITE_URL: 'https://beacons.example.org/'}, 'https://beacons.example.org')).toBeNull()
    expect(siteUrlMismatch({}, 'https://beacons.example.org')).toBeNull()
  })
})
