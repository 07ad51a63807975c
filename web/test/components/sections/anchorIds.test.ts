/** Anchor ids of page sections: readable, and unique on the page whatever headings editors choose. */
import {describe, expect, it} from 'vitest'
import {headingSlug, uniqueAnchorIds} from '@/components/sections/anchorIds'

describe('section anchor ids', () => {
  it('are taken from the heading', () => {
    expect(headingSlug('Test / Experiment', 'x')).toBe('test-experiment')
    expect(headingSlug('Next Steps', 'x')).toBe('next-steps')
    expect(headingSlug('Évaluation', 'x')).toBe('evaluation')
  })

  it('stay short whatever the heading’s length: cut after a whole word, so a 10,000-character heading is no 10,000-character id', () => {
    expect(headingSlug('Keynote: Fundraising that moves at the speed of change', 'x')).toBe(
      'keynote-fundraising-that-moves-at-the-speed-of-change',
    )
    const long = headingSlug('Fundraising '.repeat(1_000), 'x')
    expect(long).toBe(Array.from({length: 5}, () => 'fundraising').join('-'))
    expect(headingSlug('x'.repeat(10_000), 'y')).toBe('x'.repeat(60))
  })

  it('fall back when the heading has no letters or digits', () => {
    expect(headingSlug('', 'section-a1')).toBe('section-a1')
    expect(headingSlug(null, 'section-a1')).toBe('section-a1')
    expect(headingSlug('—', 'section-a1')).toBe('section-a1')
  })

  it('number a repeated id, keeping the first as it is', () => {
    const ids = ['about', 'links', 'links', 'links'].map((id) => ({id}))
    expect(uniqueAnchorIds(ids)).toEqual(['about', 'links', 'links-2', 'links-3'])
  })

  it('never produce an id that another section wanted', () => {
    expect(uniqueAnchorIds([{id: 'links'}, {id: 'links-2'}, {id: 'links'}])).toEqual(['links', 'links-2', 'links-3'])
  })

  it('keep a fixed id for its own section even when an earlier heading asks for the same', () => {
    const ids = uniqueAnchorIds([{id: 'about', fixed: true}, {id: 'current-stage'}, {id: 'current-stage', fixed: true}])
    expect(ids).toEqual(['about', 'current-stage-2', 'current-stage'])
  })
})
