/**
 * The one runner's placement rules, over the kinds a single page describes itself with (pageParts)
 * and the builder's: an incomplete section takes no anchor and no step, anchors stay unique across
 * a page's two lists, the stagger runs 0.1 s apart up to 0.6 s and continues in a list drawn after,
 * a `still` part takes no step, and only the opening's title is the h1.
 */
import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, test} from 'vitest'
import {SECTION_KINDS} from '@/components/builder/sections/registry'
import type {HeroData} from '@/components/builder/sections/HeroBlock'
import type {PageSectionOf} from '@/components/builder/types'
import {OWN_SECTION_KINDS, type OwnSection} from '@/components/sections/ownSections'
import {placeSections, Sections} from '@/components/sections/placeSections'
import {SINGLE_PAGE_KINDS} from '@/components/sections/singlePageKinds'

const band = (key: string, content: string | null, anchor?: string): OwnSection => ({_key: key, _type: 'band', anchor, title: key, content})
const html = (placed: ReturnType<typeof placeSections>) => renderToStaticMarkup(<Sections placed={placed} />)
const delays = (markup: string) => [...markup.matchAll(/--delay:([\d.]+)s/g)].map(([, delay]) => Number(delay))

const textSection = (key: string, heading: string): PageSectionOf<'textSection'> => ({
  _key: key,
  _type: 'textSection',
  anchor: null,
  heading,
  body: [
    {
      _key: `${key}-b`,
      _type: 'block',
      style: 'normal',
      markDefs: [],
      children: [{_key: `${key}-s`, _type: 'span', text: heading, marks: []}],
    },
  ],
})

describe('placeSections', () => {
  test('the opening is the h1 and never fades; an incomplete section takes no anchor and no step; a still part takes no step', () => {
    const sections: OwnSection[] = [
      {_key: 'header', _type: 'header', title: 'About Us'},
      band('mission', 'Our mission'),
      band('story', null, 'story'),
      {_key: 'note', _type: 'plain', content: 'A statement'},
      band('impact', 'Figures', 'impact'),
    ]
    const markup = html(placeSections(sections, OWN_SECTION_KINDS, {opening: true}))
    expect(markup.match(/<h1/g)).toHaveLength(1)
    expect(markup).not.toContain('id="story"')
    expect(markup).toContain('id="mission"')
    expect(markup).toContain('id="impact"')
    expect(delays(markup)).toEqual([0.1, 0.2])
  })

  test('a list drawn after another continues its stagger and keeps its anchors taken', () => {
    const own = placeSections([band('a', 'A', 'team'), band('b', 'B'), band('c', 'C'), band('d', 'D'), band('e', 'E')], OWN_SECTION_KINDS)
    const more = placeSections([textSection('k1', 'Team'), textSection('k2', 'More')], SECTION_KINDS, {after: own})
    expect(delays(html(own))).toEqual([0.1, 0.2, 0.3, 0.4, 0.5])
    const markup = html(more)
    expect(delays(markup)).toEqual([0.6, 0.6])
    // "Team" is taken by the first list's fixed anchor: the more section gets the next free one.
    expect(markup).toContain('id="team-2"')
    expect(markup).not.toMatch(/<h1/)
  })

  test('a single page opens with its hero as the h1, its figures below it; a hero among its more sections is an h2 without them', () => {
    const hero = (key: string, figures?: HeroData['figures']): HeroData => ({
      _key: key,
      _type: 'heroSection',
      anchor: null,
      badge: null,
      headline: `Hero ${key}`,
      intro: null,
      buttons: [],
      image: null,
      ...(figures ? {figures} : {}),
    })
    const figures: HeroData['figures'] = [{_key: 'f1', number: '300+', label: 'Ideas submitted', icon: null}]
    const markup = html(placeSections([hero('home', figures), hero('more')], SINGLE_PAGE_KINDS, {opening: true}))
    expect(markup.match(/<h1[^>]*>Hero home/g)).toHaveLength(1)
    expect(markup).toMatch(/<h2[^>]*>Hero more/)
    expect(markup.match(/aria-label="Key figures"/g)).toHaveLength(1)
    expect(markup.indexOf('Ideas submitted')).toBeLessThan(markup.indexOf('Hero more'))
  })
})
