import {describe, expect, it} from 'vitest'
import {isActivePath, MAIN_NAV} from './navigation'

const activeLabel = (pathname: string) => MAIN_NAV.filter((item) => isActivePath(pathname, item.href)).map((item) => item.label)

describe('isActivePath', () => {
  it('marks a link active on its own page', () => {
    expect(activeLabel('/about')).toEqual(['About Us'])
    expect(activeLabel('/pilots')).toEqual(['Pilots'])
    expect(activeLabel('/get-inspired')).toEqual(['Get Inspired'])
    expect(activeLabel('/innovation-summit')).toEqual(['Innovation Summit'])
  })

  it('keeps a section active on its nested pages', () => {
    expect(activeLabel('/pilot/givify')).toEqual(['Pilots'])
    expect(activeLabel('/beacon/staking-for-good')).toEqual(['Get Inspired'])
    expect(activeLabel('/article/manifesto')).toEqual(['Get Inspired'])
    expect(activeLabel('/about/')).toEqual(['About Us'])
  })

  it('does not confuse paths that only share a prefix', () => {
    expect(activeLabel('/innovation-summit-geneve')).toEqual([])
    expect(activeLabel('/pilotsx')).toEqual([])
    expect(activeLabel('/')).toEqual([])
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('/about', '/')).toBe(false)
    expect(isActivePath(null, '/about')).toBe(false)
  })
})
