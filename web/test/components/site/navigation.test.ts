import {describe, expect, it} from 'vitest'
import {isActivePath, menuItems, type NavItem} from '@/components/site/navigation'
import {runQuery} from '../../embedded'
import {siteSettingsQuery} from '@/sanity/queries'

const mainNav = async () => menuItems((await runQuery(siteSettingsQuery))?.mainNav)
const activeLabel = (items: NavItem[], pathname: string) =>
  items.filter((item) => isActivePath(pathname, item.href)).map((item) => item.label)

describe('menus from Site settings', () => {
  it('the navigation bar links to About Us, Pilots, Get Inspired and Innovation Summit', async () => {
    expect((await mainNav()).map(({label, href}) => [label, href])).toEqual([
      ['About Us', '/about'],
      ['Pilots', '/pilots'],
      ['Get Inspired', '/get-inspired'],
      ['Innovation Summit', '/innovation-summit'],
    ])
  })

  it('the footer quick links add Privacy Policy and call Pilots "Ongoing Pilots"', async () => {
    const footer = menuItems((await runQuery(siteSettingsQuery))?.footerNav)
    expect(footer.map(({label, href}) => [label, href])).toEqual([
      ['About Us', '/about'],
      ['Ongoing Pilots', '/pilots'],
      ['Get Inspired', '/get-inspired'],
      ['Innovation Summit', '/innovation-summit'],
      ['Privacy Policy', '/privacy-policy'],
    ])
  })

  it('a link to a slugged document goes to its current address; a link without a target is left out', () => {
    const items = menuItems([
      {_key: 'a', label: 'Annual Event', target: {_type: 'genevaSummitPage', slug: null}},
      {_key: 'b', label: 'Givify', target: {_type: 'pilot', slug: 'givify-renamed'}},
      {_key: 'c', label: 'Deleted', target: null},
      {_key: 'd', label: 'No slug yet', target: {_type: 'article', slug: null}},
    ])
    expect(items).toEqual([
      {key: 'a', label: 'Annual Event', href: '/innovation-summit-geneve'},
      {key: 'b', label: 'Givify', href: '/pilot/givify-renamed'},
    ])
  })

  it('a missing menu is an empty one', () => {
    expect(menuItems(undefined)).toEqual([])
    expect(menuItems(null)).toEqual([])
  })
})

describe('isActivePath', () => {
  it('marks a link active on its own page', async () => {
    const items = await mainNav()
    expect(activeLabel(items, '/about')).toEqual(['About Us'])
    expect(activeLabel(items, '/pilots')).toEqual(['Pilots'])
    expect(activeLabel(items, '/get-inspired')).toEqual(['Get Inspired'])
    expect(activeLabel(items, '/innovation-summit')).toEqual(['Innovation Summit'])
  })

  it('keeps a section active on its nested pages', async () => {
    const items = await mainNav()
    expect(activeLabel(items, '/pilot/givify')).toEqual(['Pilots'])
    expect(activeLabel(items, '/beacon/staking-for-good')).toEqual(['Get Inspired'])
    expect(activeLabel(items, '/article/manifesto')).toEqual(['Get Inspired'])
    expect(activeLabel(items, '/about/')).toEqual(['About Us'])
  })

  it('does not confuse paths that only share a prefix', async () => {
    const items = await mainNav()
    expect(activeLabel(items, '/innovation-summit-geneve')).toEqual([])
    expect(activeLabel(items, '/pilotsx')).toEqual([])
    expect(activeLabel(items, '/')).toEqual([])
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('/about', '/')).toBe(false)
    expect(isActivePath(null, '/about')).toBe(false)
  })

  it('a link an editor adds, e.g. the Annual Event, is highlighted on its page only', () => {
    const [href] = menuItems([{_key: 'g', label: 'Annual Event', target: {_type: 'genevaSummitPage', slug: null}}]).map((item) => item.href)
    expect(href).toBe('/innovation-summit-geneve')
    expect(isActivePath('/innovation-summit-geneve', href!)).toBe(true)
    expect(isActivePath('/innovation-summit', href!)).toBe(false)
  })
})
