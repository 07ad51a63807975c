/**
 * Pages made in the Studio, end to end on a production server reading a private copy of the dataset:
 * the test publishes the page that uses every section kind (as the Content Lake and the webhook
 * would), then visits it as a visitor. It goes live at its top-level address with every section and
 * in the sitemap (its HTML without the preview's `data-sanity` attributes, its preview route a 404 to
 * visitors), meets the route sweep's checks and valid HTML, carries Event structured data, keeps
 * its old address as a 308 after a rename, leaves (404, sitemap) when deleted, survives an unknown
 * section kind and hides an incomplete section, can be linked from the navigation, and is shared with
 * the editor's Share image (else its title card).
 */
import {EVERY_SECTION_PAGE_ID, EVERY_SECTION_PAGE_SLUG, EVERY_SECTION_TEXT, everySectionPage} from '@site/content/fixtures'
import type {Doc} from '../test/support/productionServer'
import {expect, siteOfEachTest, test} from './support/fixtures'
import {publishingOn} from './support/publishing'
import {jsonLd, metaContent} from './support/html'
import {htmlValidityErrors} from './support/htmlValidity'
import {animationsFinished} from './support/page'
import {accessibilityViolations, headingAnimations, headingOutlineProblems} from './support/pageChecks'
import {applyTextSpacingOverrides, enlargeTextTo200Percent, textReflowProblems} from './support/textReflow'

const server = siteOfEachTest()
const PATH = `/${EVERY_SECTION_PAGE_SLUG}`

const {publish, answerOnceIt} = publishingOn(server)

/**
 * Creates the page in the dataset copy and publishes it; resolves once it is live as published now. An
 * answer marked STALE is an earlier render: the page an earlier test published at this address, which
 * the server kept and serves once while it renders the new one.
 */
async function publishPage(page: Doc = everySectionPage as Doc) {
  server().putDocument(page)
  expect((await publish(page, EVERY_SECTION_PAGE_SLUG)).status).toBe(200)
  return answerOnceIt(PATH, (response) => response.status === 200 && response.headers.get('x-nextjs-cache') !== 'STALE', 'was live')
}

test('a published page is live at its address with every section, in the sitemap, with Event structured data', async ({page}) => {
  expect((await fetch(`${server().url}${PATH}`)).status).toBe(404)
  const {body} = await publishPage()
  // No visual-editing attribute for visitors; the preview's own route (src/proxy.ts) is not theirs to see.
  expect(body).not.toContain('data-sanity')
  expect((await fetch(`${server().url}/page-preview${PATH}`)).status).toBe(404)
  await answerOnceIt('/sitemap.xml', (_, sitemap) => sitemap.includes(`${PATH}<`), 'listed the page')
  const event = jsonLd(body).find((data) => data['@type'] === 'Event')
  expect(event).toMatchObject({name: 'Annual Event 2027', startDate: '2027-11-18T14:00:00+01:00', location: [{name: 'Geneva'}, {}]})

  await page.goto(server().address(PATH))
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Join the 2027 Challenge')
  const main = page.getByRole('main')
  for (const [kind, text] of Object.entries(EVERY_SECTION_TEXT))
    await expect(main.getByText(text, {exact: true}).first(), kind).toBeVisible()
  // Questions open with the keyboard, no script needed.
  await main.getByText('Who can nominate?').focus()
  await page.keyboard.press('Enter')
  await expect(main.getByText('Only co-initiating organisations nominate concepts.')).toBeVisible()
  await expect(main.getByRole('link', {name: 'How nominations work'})).toHaveAttribute('href', '/nominate-beacon')

  const share = await fetch(`${server().url}${PATH}/opengraph-image`)
  expect(share.status).toBe(200)
  expect(share.headers.get('content-type')).toBe('image/png')
})

test('a published page meets the route sweep’s checks and is valid HTML', async ({browser}) => {
  const {body} = await publishPage()
  expect(await htmlValidityErrors([{path: PATH, html: body}])).toEqual([])

  // As the route sweep sees a page: with its fade-ins (the config asks for reduced motion).
  const desktopContext = await browser.newContext({viewport: {width: 1280, height: 900}, reducedMotion: 'no-preference'})
  const desktop = await desktopContext.newPage()
  await desktop.goto(server().address(PATH))
  expect(await headingOutlineProblems(desktop)).toEqual([])
  expect(await headingAnimations(desktop)).toEqual([])
  expect(await accessibilityViolations(desktop)).toEqual([])
  await enlargeTextTo200Percent(desktop)
  expect(await textReflowProblems(desktop, PATH), 'with text at 200 %').toEqual([])
  await desktopContext.close()

  const phoneContext = await browser.newContext({
    viewport: {width: 375, height: 812},
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'no-preference',
  })
  const phone = await phoneContext.newPage()
  await phone.goto(server().address(PATH))
  await animationsFinished(phone)
  expect(await accessibilityViolations(phone)).toEqual([])
  await applyTextSpacingOverrides(phone)
  expect(await textReflowProblems(phone, PATH), 'with text spacing overridden').toEqual([])
  await phoneContext.close()
})

test('a renamed page keeps its old address as a permanent redirect; a deleted page answers 404 and leaves the sitemap', async () => {
  await publishPage()
  server().editDocument(EVERY_SECTION_PAGE_ID, (doc) => ({
    ...doc,
    slug: {_type: 'slug', current: 'join-2027'},
    previousSlugs: [EVERY_SECTION_PAGE_SLUG],
  }))
  expect((await publish(everySectionPage, 'join-2027', EVERY_SECTION_PAGE_SLUG)).status).toBe(200)
  const moved = await answerOnceIt(PATH, (response) => response.status === 308, 'redirected')
  expect(moved.response.headers.get('location')).toBe('/join-2027')
  await answerOnceIt('/join-2027', (response, body) => response.status === 200 && body.includes('Why a third challenge'), 'was live')

  server().removeDocument(EVERY_SECTION_PAGE_ID)
  expect((await publish(everySectionPage, null, 'join-2027')).status).toBe(200)
  await answerOnceIt('/join-2027', (response) => response.status === 404, 'answered 404')
  await answerOnceIt('/sitemap.xml', (_, sitemap) => !sitemap.includes('/join-2027<'), 'no longer listed the page')
})

test('an unknown section kind is skipped and an incomplete section hidden, never an error page', async () => {
  const page = {
    ...everySectionPage,
    sections: [
      ...everySectionPage.sections.map((section) => (section._type === 'figuresSection' ? {...section, statistics: []} : section)),
      {_type: 'carouselSection', _key: 'unknown', heading: 'From a newer Studio'},
    ],
  }
  const {body} = await publishPage(page as Doc)
  expect(body).toContain('Why a third challenge')
  expect(body).not.toContain('The challenge in figures')
  expect(body).not.toContain('From a newer Studio')
})

test('a navigation link to the page, added in Site settings, shows on every page', async ({page}) => {
  await publishPage()
  server().editDocument('siteSettings', (doc) => ({
    ...doc,
    mainNav: [
      ...(doc.mainNav as object[]),
      {_type: 'menuLink', _key: 'nav-2027', label: 'Challenge 2027', target: {_type: 'reference', _ref: EVERY_SECTION_PAGE_ID}},
    ],
  }))
  expect((await publish({_id: 'siteSettings', _type: 'siteSettings'}, null)).status).toBe(200)
  await answerOnceIt('/about', (_, body) => body.includes('Challenge 2027'), 'showed the new link')
  await page.goto(server().address('/about'))
  await page.getByRole('navigation').getByRole('link', {name: 'Challenge 2027'}).first().click()
  await expect(page).toHaveURL(`${server().url}${PATH}`)
})

test('a page’s Share image is the image its shares show; without one, its title card', async () => {
  // An address of its own: this server's earlier tests rendered, deleted and restored the every-section page's.
  const path = '/press-2027'
  const page = {...everySectionPage, _id: 'page-press-2027', title: 'Press 2027', slug: {_type: 'slug', current: 'press-2027'}}
  const publishAt = async (doc: Doc, what: string, check: (html: string) => boolean) => {
    server().putDocument(doc)
    expect((await publish(doc, 'press-2027')).status).toBe(200)
    return (await answerOnceIt(path, (response, html) => response.status === 200 && check(html), what)).body
  }
  const withoutImage = await publishAt(page as Doc, 'was live', () => true)
  expect(new URL(metaContent(withoutImage, 'property', 'og:image')!).pathname).toBe(`${path}/opengraph-image`)

  // A photo as the Studio uploads it to the Content Lake (3000 × 2000 JPEG on Sanity's CDN).
  const photoId = 'image-6d2e8b1f0a3c5e7d9b1f3a5c7e9d1b3f5a7c9e1d-3000x2000-jpg'
  const photoUrl = 'https://cdn.sanity.io/images/test0proj/production/6d2e8b1f0a3c5e7d9b1f3a5c7e9d1b3f5a7c9e1d-3000x2000.jpg'
  server().putDocument({
    _id: photoId,
    _type: 'sanity.imageAsset',
    url: photoUrl,
    metadata: {_type: 'sanity.imageMetadata', dimensions: {_type: 'sanity.imageDimensions', width: 3000, height: 2000, aspectRatio: 1.5}},
  })
  const alt = 'Finalists on stage at the 2026 Annual Event'
  const withImage = {...page, shareImage: {_type: 'accessibleImage', alt, asset: {_type: 'reference', _ref: photoId}}}
  const shared = await publishAt(withImage as Doc, 'named its Share image', (html) => html.includes(alt))
  const image = metaContent(shared, 'property', 'og:image')
  expect(image?.startsWith(`${photoUrl}?`), image).toBe(true)
  // Cut by Sanity's CDN to the share size (the cut itself: src/sanity/image.test.ts).
  expect(Object.fromEntries(new URL(image!).searchParams)).toMatchObject({w: '1200', h: '630', fit: 'crop'})
  expect(metaContent(shared, 'property', 'og:image:width')).toBe('1200')
  expect(metaContent(shared, 'property', 'og:image:height')).toBe('630')
  expect(metaContent(shared, 'property', 'og:image:alt')).toBe(alt)
  expect(metaContent(shared, 'name', 'twitter:image')).toBe(image)
})

test('a page an import filled past the content limits (a 5 MB text, 500 sections) renders within them', async () => {
  const paste = 'A pasted line of text. '.repeat(220_000)
  const page: Doc = {
    _id: 'page-past-the-limits',
    _type: 'page',
    title: 'Past the Limits',
    slug: {_type: 'slug', current: 'past-the-limits'},
    sections: Array.from({length: 500}, (_, index) => ({
      _type: 'textSection',
      _key: `s${index}`,
      heading: `Part ${index + 1}`,
      body: [
        {
          _type: 'block',
          _key: `b${index}`,
          style: 'normal',
          markDefs: [],
          children: [{_type: 'span', _key: 'x', text: index === 0 ? paste : 'A short paragraph.'}],
        },
      ],
    })),
  }
  server().putDocument(page)
  expect((await publish(page, 'past-the-limits')).status).toBe(200)
  const {html} = await server().pageCarrying('/past-the-limits', 'Part 50')
  // 50 sections drawn, the 51st not; the paste cut to one text's limit; the page a fraction of the 10 MB it was.
  expect(html).not.toContain('Part 51<')
  expect(html.length).toBeLessThan(1_000_000)
})
