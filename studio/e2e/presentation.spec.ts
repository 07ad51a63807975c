/**
 * The Presentation tool shows the site in its preview frame in draft mode: an edit not yet
 * published is visible there, and not to a visitor; clicking it opens its field in the Studio, and
 * what the editor then types shows in the preview. The frame asks the site for nothing it refuses.
 */
import type {Response} from '@playwright/test'
import {expect, test} from './support/fixtures'
import {documentPaneSettled, goToStudio, pressAgainUntil} from './support/studio'

test('the Presentation tool previews an unpublished edit that visitors do not see, and a click on it opens its field', async ({
  studio,
  stack,
}) => {
  const draftText = `An unpublished description seen only in the preview (${Date.now()}).`
  // Another editor's unsaved work: a draft of the Givify pilot, never published.
  stack.lake.store.applyActions([
    {
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.pilot-givify',
      publishedId: 'pilot-givify',
      patch: {set: {description: draftText}},
    },
  ])
  // What the preview frame asks of the site beyond reading: next-sanity's default Visual Editing
  // posts server actions to the page, which the site refuses (405) since pages only answer reading.
  const refused: string[] = []
  const noteRefused = (response: Response) => {
    const request = response.request()
    if (request.url().startsWith(stack.siteUrl) && (request.method() !== 'GET' || response.status() >= 400))
      refused.push(`${request.method()} ${request.url()} → ${response.status()}`)
  }
  studio.on('response', noteRefused)
  try {
    await goToStudio(studio, stack.studioUrl, `/presentation?preview=${encodeURIComponent('/pilot/givify')}`)
    const frame = studio.frameLocator('iframe').first()
    // The frame went through the site's draft-mode route (the Studio's preview secret, checked against the stand-in).
    await expect(frame.getByText('Preview: exit')).toBeVisible({timeout: 90_000})
    await expect(frame.getByText(draftText)).toBeVisible()
    // Click-to-edit: the text carries a link to its field (stega), so a click in the preview opens
    // the pilot beside it with that field. The overlays answer clicks only once they have hydrated
    // and connected to the Studio, which can come after the text is visible: like an editor whose
    // first click did nothing, click again until the pilot opens (a broken click-to-edit still fails).
    await pressAgainUntil(
      'opening the pilot by clicking its text in the preview',
      async () => {
        await frame.getByText(draftText).click()
        await expect(studio).toHaveURL(/pilot-givify/, {timeout: 3_000})
      },
      30_000,
    )
    const description = studio.getByRole('textbox', {name: 'Short description'})
    await expect(description).toHaveValue(draftText)
    await documentPaneSettled(studio)
    // What the editor types shows in the preview beside it, without publishing or reloading.
    const typed = ' Rewritten while the preview is open.'
    await description.press('ControlOrMeta+End')
    await description.pressSequentially(typed)
    await expect(frame.getByText(draftText + typed)).toBeVisible()
    const visitor = await stack.page('/pilot/givify')
    expect(visitor.status).toBe(200)
    expect(visitor.html).toContain('Givify')
    expect(visitor.html).not.toContain(draftText)
    expect(refused).toEqual([])
  } finally {
    studio.off('response', noteRefused)
    stack.lake.store.applyActions([{actionType: 'sanity.action.document.discard', draftId: 'drafts.pilot-givify'}])
  }
})
