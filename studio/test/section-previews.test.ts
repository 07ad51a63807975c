/**
 * The list of a document's sections reads in the Studio like the page: each section previews as its
 * heading (or its kind's name where it has none) over its kind and what it holds. Previews are
 * computed as the Studio does: the type's `select` picks the values, its `prepare` words them.
 */
import {expect, test} from 'vitest'
import {everySectionPage} from '@site/content/fixtures'
import {previewOf} from './support/preview'
import {launchDocument} from './support/validate'

type Section = Record<string, unknown> & {_type: string}

/** "title | subtitle", as the list of sections shows a section. */
function shown(section: Section) {
  const {title, subtitle} = previewOf(section)
  return `${title} | ${subtitle}`
}

test('a page made in the Studio lists its sections by heading, kind and count', () => {
  expect((everySectionPage.sections as Section[]).map(shown)).toEqual([
    'Join the 2027 Challenge | Hero',
    'Why a third challenge | Text',
    'The challenge in figures | Figures · 4 figures',
    'Where earlier ideas went | Cards · 3 cards',
    'What we look for | Value cards · 4 cards',
    'Organisations behind the call | Partner logos · 3 logos',
    'Who to ask | Team · 2 people',
    'Annual Event 2027 | Event · 2027-11-18 · Virtual and Geneva',
    'The 2025 showcase | Video · https://www.youtube.com/watch?v=SAMPLEsum25',
    'Ready to nominate? | Call to action',
    'Questions and answers | Questions and answers · 2 questions',
  ])
})

test('a list section without a heading or items yet previews as its kind, saying it is empty', () => {
  expect(shown({_type: 'cardsSection'})).toBe('Cards | Cards · no cards yet')
  expect(shown({_type: 'teamSection', members: [{_ref: 'team-1'}]})).toBe('Team | Team · 1 person')
})

test('a pilot case study lists its sections by heading over what each holds', () => {
  const sections = (launchDocument('pilot-givify') as {sections?: Section[]}).sections ?? []
  expect(sections.map(shown)).toEqual([
    expect.stringMatching(/^About \| Givify is a subscription giving platform\./),
    expect.stringMatching(/^Innovative Donor Retention \| Most monthly donors who cancel/),
    expect.stringMatching(/^Challenge \| Recurring donors are the most valuable supporters/),
    'Objectives | Numbered objectives · 4',
    expect.stringMatching(/^Test \/ Experiment \| Givify launched in 2-3 markets for 3 pilot months\./),
    'Timelines | Milestones timeline · 6 milestones',
    'Implementers | Implementers · 3',
    'Deep Dive Recording | Links · Watch the deep-dive recording',
    'Latest Update | Feedback Quotes · Results · Lessons · Advice',
  ])
  expect(shown({_type: 'pilotFiguresSection', statistics: [{number: '900+'}, {number: '80+'}]})).toBe(
    'Key figures | Key figures · 900+, 80+',
  )
})
