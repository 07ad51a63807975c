/**
 * An editor makes a redirect in the Studio: an address a live page has is refused naming the page; a
 * short address to a pilot, once published, is answered by the site with a 308 within seconds, follows
 * the pilot's rename, and is gone once the redirect is deleted.
 */
import {expect, test} from './support/fixtures'
import {chooseDocumentAction, chooseInReferenceSearch, openStudio, publishUntil} from './support/studio'

const FROM = '/summit'

test('a redirect made in the Studio is refused on a live page’s address, answered once published, follows its page, and goes when deleted', async ({
  studio,
  stack,
}) => {
  await openStudio(studio, stack.studioUrl, '/intent/create/template=redirect;type=redirect/')
  const from = studio.getByRole('textbox', {name: 'From'})
  await from.fill('/about')
  // Publish stays disabled; the document's Validation list says why, naming the page.
  await studio.getByRole('button', {name: 'Validation', exact: true}).click()
  await expect(
    studio
      .getByText('/about is the address of the About page, which is live: a redirect cannot take it over. Choose another address.')
      .filter({visible: true})
      .first(),
  ).toBeVisible()
  await expect(studio.getByRole('button', {name: 'Publish', exact: true})).toBeDisabled()
  await studio.getByRole('button', {name: 'Close validation'}).click()

  await from.fill(FROM)
  await chooseInReferenceSearch(
    studio,
    studio.getByRole('combobox', {name: 'To a page of this site'}),
    'Givify',
    'choosing the Givify pilot as the page',
  )
  const published = () =>
    stack.lake.store.all().find((doc) => doc._type === 'redirect' && doc.from === FROM && !doc._id.startsWith('drafts.'))
  await expect.poll(() => stack.lake.store.all().find((doc) => doc._id.startsWith('drafts.') && doc.from === FROM)?.to).toBeTruthy()
  await publishUntil(studio, () => published()?.to !== undefined)

  const answer = async () => {
    const {status, location} = await stack.page(FROM)
    return [status, location]
  }
  // Within seconds of the publish, with nothing rebuilt.
  await expect.poll(answer, {timeout: 10_000}).toEqual([308, '/pilot/givify'])

  // The pilot renamed (by another editor): the redirect leads to its new address in one hop.
  stack.lake.store.applyMutations([
    {patch: {id: 'pilot-givify', set: {slug: {_type: 'slug', current: 'givify-2027'}, previousSlugs: ['givify']}}},
  ])
  await expect.poll(answer, {timeout: 10_000}).toEqual([308, '/pilot/givify-2027'])

  const dialog = studio.getByRole('dialog')
  await chooseDocumentAction(studio, /^Delete/, dialog.getByRole('button', {name: 'Delete', exact: true}))
  await dialog.getByRole('button', {name: 'Delete', exact: true}).click()
  await expect.poll(() => published()).toBeUndefined()
  await expect.poll(answer, {timeout: 10_000}).toEqual([404, null])
})
