/**
 * The site frame and the Home, About, Contact and Privacy Policy content in the bundled dataset, read
 * through the site's own queries and checked against docs/product.md#overview, #screens, #content-model, #figures.
 */
import {existsSync} from 'node:fs'
import {dirname, join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {runQuery} from '../embedded'
import {PRIVACY_SECTIONS, SOCIAL_LINK_NAMES} from '../productFigures'
import {aboutPageQuery, contactPageQuery, homePageQuery, privacyPolicyPageQuery, siteSettingsQuery} from '@/sanity/queries'
import {embeddedDatasetFile} from '@/sanity/env'

const IMAGES_DIR = join(dirname(embeddedDatasetFile), 'images')

function required<T>(value: T | null | undefined, what: string): T {
  if (value == null) throw new Error(`no ${what} document`)
  return value
}

/** An image the page can draw: alt text, a bundled file that exists, and its real dimensions. */
function expectDrawable(image: {alt: string | null; url: string | null; width: number | null; height: number | null} | null) {
  expect(image?.alt).toBeTruthy()
  expect(image?.width).toBeGreaterThan(0)
  expect(image?.height).toBeGreaterThan(0)
  const file = image?.url?.split('/').pop() ?? ''
  expect(existsSync(join(IMAGES_DIR, file)), `image file ${file}`).toBe(true)
}

const HTTP = /^https?:\/\//

describe('Site settings', () => {
  it('has a name, a logo and a mailto contact address', async () => {
    const settings = required(await runQuery(siteSettingsQuery), 'siteSettings')
    expect(settings.siteName).toBeTruthy()
    expectDrawable(settings.logo)
    expect(settings.email).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/)
  })

  it('links to five social profiles: LinkedIn, Facebook, Twitter, Instagram, YouTube', async () => {
    const settings = required(await runQuery(siteSettingsQuery), 'siteSettings')
    expect(settings.socialLinks.map((link) => link.name)).toEqual(SOCIAL_LINK_NAMES)
    expect(settings.socialLinks.map((link) => link.icon)).toEqual(['linkedin', 'facebook', 'twitter', 'instagram', 'youtube'])
    for (const link of settings.socialLinks) expect(link.url).toMatch(HTTP)
  })

  it('names the host organisation with a link, invites people to talk, and carries a 2025 copyright line', async () => {
    const settings = required(await runQuery(siteSettingsQuery), 'siteSettings')
    expect(settings.hosting?.text).toBeTruthy()
    expect(settings.hosting?.organisationName).toBeTruthy()
    expect(settings.hosting?.url).toMatch(HTTP)
    expect(settings.footerCta?.title).toBeTruthy()
    expect(settings.footerCta?.text).toBeTruthy()
    expect(settings.footerCta?.buttonLabel).toBeTruthy()
    expect(settings.copyright).toMatch(/^© 2025 /)
  })
})

describe('Home page', () => {
  it('has the "Innovation in Fundraising" badge, a headline, a Join Us button label and a hero image', async () => {
    const home = required(await runQuery(homePageQuery), 'homePage')
    expect(home.badge).toBe('Innovation in Fundraising')
    expect(home.headline).toBeTruthy()
    expect(home.joinLabel).toBe('Join Us')
    expectDrawable(home.heroImage)
  })

  it('shows the figures 358, 14, 96 and 6, in that order, each with a label and an icon', async () => {
    const home = required(await runQuery(homePageQuery), 'homePage')
    expect(home.statistics.map((s) => s.number)).toEqual(['358', '14', '96', '6'])
    const [submissions, ngos, evaluators, pilots] = home.statistics.map((s) => s.label)
    expect(submissions).toMatch(/submissions.*2020.*2022/i)
    expect(ngos).toMatch(/NGOs/)
    expect(evaluators).toMatch(/evaluators/i)
    expect(pilots).toMatch(/pilots/i)
    for (const s of home.statistics) expect(s.icon).toBeTruthy()
  })

  it('lists 13 different partners, each with a name, a logo and a website', async () => {
    const home = required(await runQuery(homePageQuery), 'homePage')
    expect(home.partners).toHaveLength(13)
    expect(new Set(home.partners.map((p) => p._id)).size).toBe(13)
    for (const partner of home.partners) {
      expect(partner.name).toBeTruthy()
      expect(partner.url).toMatch(HTTP)
      expectDrawable(partner.logo)
    }
  })
})

describe('About page', () => {
  it('has a mission, the four value cards and Our Story', async () => {
    const about = required(await runQuery(aboutPageQuery), 'aboutPage')
    expect(about.mission?.length).toBeGreaterThan(0)
    expect(about.values.map((v) => v.title.toLowerCase())).toEqual([
      'innovation focus',
      'collaborative approach',
      'creative solutions',
      'global impact',
    ])
    for (const value of about.values) expect(value.text).toBeTruthy()
    expect(about.storyHeading).toBe('Our Story')
    expect(about.story?.length).toBeGreaterThan(0)
  })

  it('shows Impact So Far: 1,500+ participants, 230+ solutions in 2020, 15+ partner organisations, 6 active pilots', async () => {
    const about = required(await runQuery(aboutPageQuery), 'aboutPage')
    expect(about.impactHeading).toBe('Impact So Far')
    expect(about.impactStatistics.map((s) => [s.number, s.label.toLowerCase()])).toEqual([
      ['1,500+', 'participants'],
      ['230+', 'solutions in 2020'],
      ['15+', 'partner organisations'],
      ['6', 'active pilots'],
    ])
  })

  it('presents about 21 team members, each with name, title, organisation, photo and profile link', async () => {
    const about = required(await runQuery(aboutPageQuery), 'aboutPage')
    expect(about.teamHeading).toBe('Who We Are')
    expect(about.team.length).toBeGreaterThanOrEqual(19)
    expect(about.team.length).toBeLessThanOrEqual(23)
    expect(new Set(about.team.map((m) => m._id)).size).toBe(about.team.length)
    for (const member of about.team) {
      expect(member.name).toBeTruthy()
      expect(member.title).toBeTruthy()
      expect(member.organisation).toBeTruthy()
      expect(member.linkedinUrl).toMatch(HTTP)
      expectDrawable(member.image)
    }
  })
})

describe('Contact page', () => {
  it('offers the e-mail address and the five social profiles from Site settings', async () => {
    const contact = required(await runQuery(contactPageQuery), 'contactPage')
    const settings = required(await runQuery(siteSettingsQuery), 'siteSettings')
    expect(contact.heading).toBeTruthy()
    expect(contact.email).toBe(settings.email)
    expect(contact.socialLinks.map((link) => link.name)).toEqual(SOCIAL_LINK_NAMES)
  })
})

describe('Privacy Policy', () => {
  it('has its 14 sections in order', async () => {
    const policy = required(await runQuery(privacyPolicyPageQuery), 'privacyPolicyPage')
    const expected = PRIVACY_SECTIONS
    expect(policy.sections).toHaveLength(expected.length)
    policy.sections.forEach((section, index) => {
      expect(section.heading).toMatch(expected[index]!)
      expect(section.body.length).toBeGreaterThan(0)
    })
  })

  it('sets the protection threshold for children at under 16', async () => {
    const policy = required(await runQuery(privacyPolicyPageQuery), 'privacyPolicyPage')
    const children = policy.sections[10]
    const text = children?.body.flatMap((block) => block.children?.map((span) => span.text) ?? []).join(' ')
    expect(text).toMatch(/under 16/)
  })

  it('carries the date it was last updated', async () => {
    const policy = required(await runQuery(privacyPolicyPageQuery), 'privacyPolicyPage')
    expect(policy.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})
