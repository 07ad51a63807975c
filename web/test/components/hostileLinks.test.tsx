/**
 * Content is input: links from content that are not site paths, http(s) or mailto never reach the
 * page's HTML, whichever component draws them (rich text, buttons, profile, partner, video and
 * resource links, the event's structured data). Each component is given the hostile addresses an
 * import or the API could put in the dataset, beside one good address that must still be a link.
 */
import {renderToStaticMarkup} from 'react-dom/server'
import type {ReactElement} from 'react'
import {expect, test} from 'vitest'
import {Prose} from '@/components/Prose'
import {ButtonLink} from '@/components/ui/ButtonLink'
import {ExternalLink} from '@/components/ui/ExternalLink'
import {TeamGrid} from '@/components/site/TeamGrid'
import {PartnerLogoGrid} from '@/components/site/PartnerLogoGrid'
import {SocialIconLinks} from '@/components/site/SocialLinks'
import {VideoEmbed} from '@/components/video/VideoEmbed'
import {buttonHref} from '@/components/builder/SectionButtons'
import {eventJsonLd} from '@/components/events/eventJsonLd'

const HOSTILE = [
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<b>x</b>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
]
const GOOD = 'https://example.org/good'

/** Every href of the markup: each must be a site path, an http(s) address or an e-mail address. */
function hrefsOf(element: ReactElement) {
  const html = renderToStaticMarkup(element)
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
}
/** A site path, an http(s) address, an e-mail address, or a fragment of the page itself (an icon's symbol). */
const isAllowed = (href: string) => /^(https?:\/\/[^/\\]|mailto:[^/]|\/(?![/\\])|#)/.test(href) && !href.includes('\\')

/** One paragraph whose span `words i` links to `hrefs[i]`. */
function blockLinking(hrefs: string[]) {
  const markDefs = hrefs.map((href, i) => ({_type: 'link', _key: `k${i}`, href}))
  return {
    _type: 'block',
    _key: 'b',
    style: 'normal',
    markDefs,
    children: markDefs.map((def, i) => ({_type: 'span', _key: `s${i}`, text: `words ${i}`, marks: [def._key]})),
  }
}

test('rich-text links: only site paths, http(s) and mailto become links; the rest stay text', () => {
  const block = blockLinking([...HOSTILE, GOOD, 'mailto:hello@example.org', '/about'])
  const hrefs = hrefsOf(<Prose value={[block]} />)
  expect(hrefs).toEqual([GOOD, 'mailto:hello@example.org', '/about'])
  expect(renderToStaticMarkup(<Prose value={[block]} />)).toContain('words 0')
})

test('buttons, outbound text links, profile, partner, social and video links write no hostile address', () => {
  const person = (linkedinUrl: string, i: number) => ({
    _id: `t${i}`,
    name: `Person ${i}`,
    title: null,
    organisation: null,
    image: null,
    linkedinUrl,
  })
  const partner = (url: string, i: number) => ({_id: `p${i}`, name: `Partner ${i}`, url, logo: null})
  const social = (url: string, i: number) => ({_key: `s${i}`, name: `Network ${i}`, icon: 'globe', url})
  const elements: ReactElement[] = [
    ...[...HOSTILE, GOOD].map((href) => (
      <ButtonLink key={href} href={href}>
        Register
      </ButtonLink>
    )),
    ...[...HOSTILE, GOOD].map((href) => (
      <ExternalLink key={href} href={href}>
        Sponsor
      </ExternalLink>
    )),
    ...[...HOSTILE, GOOD].map((url) => <VideoEmbed key={url} url={url} title="A video" />),
    <TeamGrid key="team" members={[...HOSTILE, GOOD].map(person) as never} />,
    <PartnerLogoGrid key="partners" partners={[...HOSTILE, GOOD].map(partner) as never} />,
    <SocialIconLinks key="social" links={[...HOSTILE, GOOD].map(social) as never} />,
  ]
  const hrefs = elements.flatMap(hrefsOf)
  expect(hrefs.filter((href) => !isAllowed(href))).toEqual([])
  expect(hrefs.filter((href) => href === GOOD).length).toBeGreaterThanOrEqual(6)
})

test('page-builder buttons and the event’s place to join take only other websites’ addresses', () => {
  for (const url of HOSTILE) expect(buttonHref({_key: 'b', label: 'Go', url} as never)).toBeNull()
  expect(buttonHref({_key: 'b', label: 'Go', url: GOOD} as never)).toBe(GOOD)
  const base = {name: 'Summit', date: '2026-05-01', pageUrl: 'https://site.example/innovation-summit', siteUrl: 'https://site.example'}
  for (const registrationUrl of HOSTILE) {
    expect(eventJsonLd({...base, registrationUrl} as never).location).toMatchObject({url: base.pageUrl})
  }
  expect(eventJsonLd({...base, registrationUrl: GOOD} as never).location).toMatchObject({url: GOOD})
})

/** Site paths that leave the site once the browser resolves their dot segments or encoded slashes. */
const LEAVING = ['/..//evil.example/c', '/%2e%2e//evil.example/c', '/x/..//evil.example/c', '/%2f%2fevil.example/c', '/%5cevil.example']

test('rich-text links and buttons whose site path leaves the site once resolved are drawn as plain text', () => {
  const block = blockLinking([...LEAVING, '/x/../about'])
  const html = renderToStaticMarkup(<Prose value={[block]} />)
  expect(hrefsOf(<Prose value={[block]} />)).toEqual(['/about'])
  for (const i of LEAVING.keys()) expect(html).toContain(`words ${i}`)
  const buttons = LEAVING.map((href) => (
    <ButtonLink key={href} href={href}>
      Register
    </ButtonLink>
  ))
  expect(buttons.flatMap(hrefsOf)).toEqual([])
})
