/**
 * An editor makes a page in the Studio (docs/product.md#pages-made-in-the-studio): three kinds of
 * sections from the insert menu, two of them reordered by dragging, published → live at `/{slug}`
 * with the sections in that order and in the sitemap; a navigation link to it added in Site settings
 * shows on the site. Then, on a published page: a rename redirects (308), the reserved address
 * `about` is refused with its message, and a deleted page answers 404.
 */
import type {Page} from '@playwright/test'
import type {LakeDocument} from '@site/lake-standin'
import {expect, test} from './support/fixtures'
import {firstResponseCarrying} from './support/site'
import {
  addArrayItem,
  addSection,
  arrayField,
  chooseDocumentAction,
  closeDialogs,
  chooseInReferenceSearch,
  documentPaneSettled,
  expectErrorMarker,
  firstResponseWithout,
  openStudio,
  pressAgainUntil,
  publishUntil,
} from './support/studio'

type Section = {_type: string}
/** The sections' headings, which name their items in the list. */
const SECTION_HEADINGS = /Why a third challenge|The challenge in figures|Nominate a concept/
const slugOf = (doc: LakeDocument | null | undefined) => (doc?.slug as {current?: string} | undefined)?.current
const sectionsOf = (doc: LakeDocument | null | undefined) => (doc?.sections as Section[] | undefined) ?? []

/**
 * Drags the section at `from` (its handle, the list's `from`th) onto the place of the one at `to`, as an
 * editor does with the mouse. The list reorders under the pointer (dnd-kit), so the pointer moves
 * there in small steps.
 */
async function dragSection(page: Page, from: number, to: number) {
  const sections = page.getByTestId('field-sections')
  // The handle shows while the pointer is over its item.
  await sections.getByRole('button', {name: SECTION_HEADINGS}).nth(from).hover()
  const start = (await sections.locator('[data-ui="DragHandleButton"]').nth(from).boundingBox())!
  const target = (await sections.getByRole('button', {name: SECTION_HEADINGS}).nth(to).boundingBox())!
  const x = start.x + start.width / 2
  await page.mouse.move(x, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(x, target.y + 2, {steps: 20})
  await page.mouse.move(x, target.y + 4, {steps: 5})
  await page.mouse.up()
}

test('a page made from three kinds of sections, two reordered by dragging, goes live in that order and into the navigation', async ({
  studio,
  stack,
}) => {
  // Every keystroke is a round trip to the stand-in: on a busy machine this editor's session takes minutes,
  // within the config's limit against a hang.
  const title = `Join the 2027 Challenge ${Date.now() % 100000}`
  const slug = title.toLowerCase().replace(/\s+/g, '-')
  await openStudio(studio, stack.studioUrl)
  await studio.getByRole('option', {name: 'Pages', exact: true}).click()
  // The Pages list's own create button (the top bar's create menu offers Page too: desk.spec.ts).
  const titleField = studio.getByRole('textbox', {name: 'Title', exact: true})
  await pressAgainUntil(
    'creating a page from the Pages list',
    async () => {
      if (!(await titleField.isVisible())) await studio.getByRole('link', {name: 'Page', exact: true}).click({timeout: 5_000})
      await expect(titleField).toBeVisible({timeout: 10_000})
    },
    60_000,
  )
  await documentPaneSettled(studio)
  await studio.getByRole('tab', {name: 'All fields'}).click()
  await titleField.fill(title)
  await studio.getByRole('button', {name: 'Generate'}).click()
  await expect(studio.getByRole('textbox', {name: 'Web address (slug)'})).toHaveValue(slug)
  await studio.getByRole('textbox', {name: 'Search description'}).fill('How nonprofits and innovators take part in the 2027 challenge.')

  const dialog = studio.getByRole('dialog').last()
  const heading = dialog.getByRole('textbox', {name: 'Heading', exact: true})

  await addSection(studio, 'Text', heading)
  await heading.fill('Why a third challenge')
  await dialog.getByRole('textbox').and(dialog.locator('[contenteditable="true"]')).click()
  // One input event for the sentence (as a paste is), not one per character.
  await studio.keyboard.insertText('Two editions brought hundreds of ideas; the best are pilots today.')
  await closeDialogs(studio)

  await addSection(studio, 'Figures', heading)
  await heading.fill('The challenge in figures')
  const figure = studio.getByRole('textbox', {name: 'Figure', exact: true})
  await addArrayItem(studio, arrayField(studio, 'The figures in order.'), figure)
  await figure.fill('300+')
  await studio.getByRole('textbox', {name: 'What it counts'}).fill('Ideas submitted')
  await closeDialogs(studio)

  await addSection(studio, 'Call to action', heading)
  await heading.fill('Nominate a concept')
  const buttonText = studio.getByRole('textbox', {name: 'Button text'})
  await addArrayItem(studio, arrayField(studio, 'One or two buttons'), buttonText)
  await buttonText.fill('How to nominate')
  await studio.getByRole('textbox', {name: 'Another website'}).fill('https://example.org/nominate-2027')
  await closeDialogs(studio)

  // The call to action goes up, above the figures.
  const pageId = () =>
    stack.lake.store
      .all()
      .find((doc) => doc._type === 'page' && doc.title === title)
      ?._id.replace(/^drafts\./, '')
  const draftOrder = () => sectionsOf(stack.lake.store.get(`drafts.${pageId()}`)).map(({_type}) => _type)
  await expect.poll(draftOrder).toEqual(['textSection', 'figuresSection', 'callToActionSection'])
  // A drag that starts while the list re-renders after the last save is dropped: an editor drags again.
  await pressAgainUntil(
    'dragging the call to action above the figures',
    async () => {
      if (draftOrder()[1] !== 'callToActionSection') await dragSection(studio, 2, 1)
      await expect.poll(draftOrder, {timeout: 5_000}).toEqual(['textSection', 'callToActionSection', 'figuresSection'])
    },
    60_000,
  )

  // Publish once the Studio has saved the whole draft (the button's address last), as an editor waits for "Saved".
  await expect.poll(() => JSON.stringify(stack.lake.store.get(`drafts.${pageId()}`)?.sections ?? [])).toContain('nominate-2027')
  await publishUntil(studio, () => slugOf(stack.lake.store.get(pageId()!)) === slug)
  const id = pageId()!

  // Live after the publish through the webhook, nothing rebuilt (how soon: `pnpm bench:publish`), its sections in the editor's order.
  const {html} = await firstResponseCarrying(stack, `/${slug}`, 'Nominate a concept')
  const positions = ['Why a third challenge', 'Nominate a concept', 'The challenge in figures'].map((text) => html.indexOf(text))
  expect(positions.every((position) => position > 0)).toBe(true)
  expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  await firstResponseCarrying(stack, '/sitemap.xml', `/${slug}</loc>`)

  // Site settings → Menus: a navigation link to the page (same page load: the desk navigates within the app).
  await studio.getByRole('option', {name: /^Site settings/}).click()
  await documentPaneSettled(studio)
  await pressAgainUntil(
    "opening Site settings' Menus",
    async () => {
      await studio.getByRole('tab', {name: 'Menus'}).click({timeout: 5_000})
      await expect(studio.getByTestId('field-mainNav')).toBeVisible({timeout: 5_000})
    },
    60_000,
  )
  const linkText = studio.getByRole('textbox', {name: 'Link text'})
  await addArrayItem(studio, studio.getByTestId('field-mainNav'), linkText)
  await linkText.fill('Challenge 2027')
  // The link's Page: a search box.
  await chooseInReferenceSearch(
    studio,
    studio.getByRole('dialog').getByRole('combobox').last(),
    title,
    'finding the page in the link’s page search',
  )
  await closeDialogs(studio)
  const linksToPage = (doc: LakeDocument | null) =>
    ((doc?.mainNav as {label?: string; target?: {_ref?: string}}[] | undefined) ?? []).some(
      (link) => link.label === 'Challenge 2027' && link.target?._ref === id,
    )
  await expect.poll(() => linksToPage(stack.lake.store.get('drafts.siteSettings'))).toBe(true)
  await publishUntil(studio, () => linksToPage(stack.lake.store.get('siteSettings')))
  const about = await firstResponseCarrying(stack, '/about', 'Challenge 2027')
  const navigation = /<nav\b[\s\S]*?<\/nav>/.exec(about.html)?.[0] ?? ''
  expect(navigation).toMatch(new RegExp(`<a [^>]*href="/${slug}"[^>]*>(?:<[^>]+>)*Challenge 2027<`))
})

test('a published page: renamed → its old address redirects (308); “about” is refused; deleted → 404', async ({studio, stack}) => {
  const id = 'page-press-room'
  const [oldSlug, newSlug] = ['press-room', 'press-and-media']
  // A page published before the test, as the Studio publishes one (the stand-in sends the webhook).
  stack.lake.store.publishNew({
    _id: id,
    _type: 'page',
    title: 'Press room',
    seoDescription: 'Contacts, facts and pictures for journalists writing about the challenge.',
    slug: {_type: 'slug', current: oldSlug},
    sections: [
      {
        _type: 'callToActionSection',
        _key: 'contact',
        heading: 'Writing about the challenge?',
        buttons: [{_type: 'linkButton', _key: 'mail', label: 'Write to us', url: 'https://example.org/press'}],
      },
    ],
  })
  await firstResponseCarrying(stack, `/${oldSlug}`, 'Writing about the challenge?')

  await openStudio(studio, stack.studioUrl, `/structure/page;${id}`)
  await studio.getByRole('tab', {name: 'Address and sharing'}).click()
  const slug = studio.getByRole('textbox', {name: 'Web address (slug)'})
  await expect(slug).toHaveValue(oldSlug, {timeout: 60_000})
  await slug.fill(newSlug)
  // Publish once the Studio has saved the draft with the new slug, as an editor waits for "Saved".
  await expect.poll(() => slugOf(stack.lake.store.get(`drafts.${id}`))).toBe(newSlug)
  await publishUntil(studio, () => slugOf(stack.lake.store.get(id)) === newSlug)
  expect(stack.lake.store.get(id)?.previousSlugs).toEqual([oldSlug])
  await expect
    .poll(async () => {
      const {status, location} = await stack.page(`/${oldSlug}`)
      return [status, location]
    })
    .toEqual([308, `/${newSlug}`])
  await firstResponseCarrying(stack, `/${newSlug}`, 'Writing about the challenge?')

  // The About page's address: refused, naming its owner, and Publish stays off.
  await slug.fill('about')
  await expect.poll(() => slugOf(stack.lake.store.get(`drafts.${id}`))).toBe('about')
  await expectErrorMarker(studio, '/about is the address of the About page: choose another.')
  await expect(studio.getByRole('button', {name: 'Publish', exact: true})).toBeDisabled()

  // Delete (draft and published page): the page answers 404 and leaves the sitemap.
  const dialog = studio.getByRole('dialog')
  const confirm = dialog.getByRole('button', {name: 'Delete', exact: true})
  await chooseDocumentAction(studio, /^Delete/, confirm)
  await expect(confirm).toBeEnabled({timeout: 60_000})
  await confirm.click()
  await expect.poll(() => [stack.lake.store.get(id), stack.lake.store.get(`drafts.${id}`)]).toEqual([null, null])
  await expect.poll(async () => (await stack.page(`/${newSlug}`)).status).toBe(404)
  await firstResponseWithout(stack, '/sitemap.xml', `/${newSlug}</loc>`)
})
