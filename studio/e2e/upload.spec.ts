/**
 * An editor replaces a team member's photo: the launch picture shows in the Studio (a valid image,
 * served by the stand-in), the uploaded file becomes an image asset with a Lake-format id, and once
 * published the About page shows the new photo.
 */
import {createHash} from 'node:crypto'
import {solidPng} from '@site/lake-standin'
import {expect, test} from './support/fixtures'
import {firstResponseCarrying} from './support/site'
import {openStudio, publishUntil} from './support/studio'

type Image = {asset?: {_ref?: string}} | undefined

test('a team photo uploaded in the Studio and published is shown on /about', async ({studio, stack}) => {
  const name = String(stack.lake.store.get('team-daniel-mensah')?.name)
  await openStudio(studio, stack.studioUrl, '/structure/teamMember;team-daniel-mensah')
  await expect(studio.getByRole('textbox', {name: 'Name', exact: true})).toHaveValue(name)
  const photo = studio.getByTestId('image-input')
  // The launch photo is a valid image: the Studio shows it, not "Invalid image value". The pane can be
  // drawn anew after it settled, taking the input scrolled to with it (seen once in a cold run): scroll
  // to the new one and look again until the photo shows.
  await expect(async () => {
    await photo.scrollIntoViewIfNeeded({timeout: 5_000})
    await expect(photo.locator('img[src*="-320x320.svg"]')).toBeVisible({timeout: 5_000})
  }).toPass({timeout: 60_000})
  await expect(studio.getByText('Invalid image value')).toHaveCount(0)

  // A file of its own each run: a new hash, so a new asset.
  const png = solidPng(320, 320, [Date.now() % 256, 120, 200])
  const hash = createHash('sha1').update(png).digest('hex')
  await photo.getByTestId('options-menu-button').click()
  const chooser = studio.waitForEvent('filechooser')
  await studio.getByTestId('file-input-upload-button').click()
  await (await chooser).setFiles({name: 'daniel-mensah.png', mimeType: 'image/png', buffer: png})
  await expect(photo.locator(`img[src*="${hash}-320x320.png"]`)).toBeVisible()
  await expect
    .poll(() => (stack.lake.store.get('drafts.team-daniel-mensah')?.image as Image)?.asset?._ref)
    .toBe(`image-${hash}-320x320-png`)

  await publishUntil(
    studio,
    () => (stack.lake.store.get('team-daniel-mensah')?.image as Image)?.asset?._ref === `image-${hash}-320x320-png`,
  )
  const about = await firstResponseCarrying(stack, '/about', `${hash}-320x320.png`)
  expect(about.html).toContain('Daniel Mensah')
})
