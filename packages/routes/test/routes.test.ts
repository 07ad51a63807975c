import {readdirSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {describe, expect, test} from 'vitest'
import {PAGE_PATH_LIST, SLUGGED_ROUTES, documentPath, pagesShowing, sectionPrefixes} from '../src'

const APP = fileURLToPath(new URL('../../../web/src/app', import.meta.url))

describe('the route table', () => {
  test('gives each kind of document its address', () => {
    expect(documentPath('pilot', 'givify')).toBe('/pilot/givify')
    expect(documentPath('finalist', 'human-rights-dao')).toBe('/beacon/human-rights-dao')
    expect(documentPath('beaconPage', 'today-tomorrow')).toBe('/beacon/today-tomorrow')
    expect(documentPath('article', 'manifesto')).toBe('/article/manifesto')
    expect(documentPath('summitPage')).toBe('/innovation-summit')
    expect(documentPath('teamMember')).toBe('/about')
    expect(documentPath('partner')).toBe('/')
  })

  test('has no address for a slugged document without a slug, or an unknown type', () => {
    expect(documentPath('pilot')).toBeNull()
    expect(documentPath('beaconPage')).toBeNull()
    expect(documentPath('somethingElse')).toBeNull()
  })

  test('lists every page that shows a document, its own first', () => {
    expect(pagesShowing('pilot', 'givify')).toEqual(['/pilot/givify', '/pilots'])
    expect(pagesShowing('finalist', 'cardano-impact')).toEqual(['/beacon/cardano-impact', '/get-inspired'])
    expect(pagesShowing('pilot')).toEqual(['/pilots'])
    expect(pagesShowing('siteSettings')).toEqual(PAGE_PATH_LIST)
    expect(pagesShowing('homePage')).toEqual(['/'])
  })

  test('puts case studies in the Pilots section and beacons and articles in Get Inspired', () => {
    expect(sectionPrefixes('/pilots')).toEqual(['/pilot'])
    expect(sectionPrefixes('/get-inspired').sort()).toEqual(['/article', '/beacon'])
    expect(sectionPrefixes('/about')).toEqual([])
  })

  test('matches the route folders of the site', () => {
    const folders = new Set(
      readdirSync(APP, {withFileTypes: true})
        .filter((entry) => entry.isDirectory())
        .map((entry) => `/${entry.name}`),
    )
    for (const path of PAGE_PATH_LIST.filter((path) => path !== '/')) expect(folders, path).toContain(path)
    for (const {base} of Object.values(SLUGGED_ROUTES)) {
      expect(readdirSync(`${APP}${base}`), base).toContain('[slug]')
    }
  })
})
