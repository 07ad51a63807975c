/**
 * The badge beside Publish says where a document stands on the site, as the site reports it
 * (/api/live-status): a pilot's new title "Live on the site" once the site has applied and rendered it,
 * after which a visitor's first request shows it; with the webhook lost, "Going live…" until the site's
 * catch-up has applied it; with the site's reads of the Content Lake failing, "Not live yet" and why
 * once the patience is over (the stand-in Studio is built with LIVE_STATUS_PATIENCE_S, 10 s, not 60);
 * Site settings live on every page.
 */
import {LIVE_STATUS_PATIENCE_S} from '@site/test-harness/stack-config'
import type {StudioStack} from '@site/test-harness/stack'
import type {Page} from '@playwright/test'
import {expect, test} from './support/fixtures'
import {liveBadge, liveBadgeTooltip, siteReportsApplied} from './support/liveStatus'
import {documentPaneSettled, openStudio, publishUntil} from './support/studio'

/**
 * Types `value` into the open document's field `field`, waits for the draft to hold it, and publishes it:
 * the revision published, and when Publish was first pressed.
 */
async function publishField(studio: Page, stack: StudioStack, id: string, field: {label: string; name: string}, value: string) {
  await studio.getByRole('textbox', {name: field.label, exact: true}).fill(value)
  await expect.poll(() => stack.lake.store.get(`drafts.${id}`)?.[field.name]).toBe(value)
  const publishedAt = Date.now()
  await publishUntil(studio, () => stack.lake.store.get(id)?.[field.name] === value)
  return {rev: String(stack.lake.store.get(id)?._rev), publishedAt}
}

/** One request, as the first visitor after the badge said "Live" makes it. */
async function firstVisitShows(stack: StudioStack, path: string, text: string) {
  const page = await stack.page(path)
  expect(page.status, path).toBe(200)
  expect(page.html, `the first visit of ${path}`).toContain(text)
}

const PILOT = 'pilot-givify'
const TITLE = {label: 'Title', name: 'title'}

test("a pilot's published title is Live on the site, and the first visitor after that gets it", async ({studio, stack}) => {
  await openStudio(studio, stack.studioUrl, `/structure/pilot;${PILOT}`)
  await expect(liveBadge(studio)).toBeVisible()
  const title = `Givify, published at ${Date.now()}`
  const {rev, publishedAt} = await publishField(studio, stack, PILOT, TITLE, title)

  const reportedAt = await siteReportsApplied(studio, PILOT, rev)
  await expect(liveBadge(studio)).toHaveText('Live on the site')
  console.log(
    `Publish → the site's answer that makes the badge say "Live on the site": ${((reportedAt - publishedAt) / 1000).toFixed(2)} s`,
  )
  expect(await liveBadgeTooltip(studio)).toMatch(/^Live since .+ on \/pilot\/givify and \/pilots\.$/)
  await firstVisitShows(stack, '/pilot/givify', title)
  await firstVisitShows(stack, '/pilots', title)
})

test('with the webhook lost, the badge says Going live… until the catch-up has applied the publish', async ({studio, stack}) => {
  await openStudio(studio, stack.studioUrl, `/structure/pilot;${PILOT}`)
  await expect(liveBadge(studio)).toBeVisible()
  stack.sendWebhooks(false)
  const title = `Givify, its webhook lost at ${Date.now()}`
  const {rev} = await publishField(studio, stack, PILOT, TITLE, title)
  expect(stack.lake.webhooks).toEqual([])

  await expect(liveBadge(studio)).toHaveText('Going live…')
  await siteReportsApplied(studio, PILOT, rev)
  await expect(liveBadge(studio)).toHaveText('Live on the site')
  expect(stack.lake.webhooks).toEqual([])
  await firstVisitShows(stack, '/pilot/givify', title)
})

test("with the site's Content Lake reads failing, the badge says Not live yet and why after the patience, then Live once they answer", async ({
  studio,
  stack,
}) => {
  await openStudio(studio, stack.studioUrl, `/structure/pilot;${PILOT}`)
  await expect(liveBadge(studio)).toBeVisible()
  stack.siteLakeReads('error')
  const title = `Givify, published while the site cannot read the Lake at ${Date.now()}`
  const {rev, publishedAt} = await publishField(studio, stack, PILOT, TITLE, title)

  await expect(liveBadge(studio)).toHaveText('Not live yet')
  // Never before the patience: "Going live…" holds until then.
  expect(Date.now() - publishedAt).toBeGreaterThanOrEqual(LIVE_STATUS_PATIENCE_S * 1000)
  expect(await liveBadgeTooltip(studio)).toMatch(
    /^The site has not heard from the Content Lake since .+?: visitors get the last version it could read\. Nothing is lost: .* tell whoever runs the site \(the webmaster\): the site cannot read the Content Lake\.$/,
  )
  expect((await stack.page('/pilot/givify')).html).not.toContain(title)

  stack.siteLakeReads('none')
  await siteReportsApplied(studio, PILOT, rev)
  await expect(liveBadge(studio)).toHaveText('Live on the site')
  await firstVisitShows(stack, '/pilot/givify', title)
})

test('Site settings published are Live on every page', async ({studio, stack}) => {
  await openStudio(studio, stack.studioUrl)
  await studio.getByRole('option', {name: /^Site settings/}).click()
  await documentPaneSettled(studio)
  await expect(liveBadge(studio)).toBeVisible()
  const siteName = `Fundraising Innovation ${Date.now()}`
  const {rev} = await publishField(studio, stack, 'siteSettings', {label: 'Site name', name: 'siteName'}, siteName)

  await siteReportsApplied(studio, 'siteSettings', rev)
  await expect(liveBadge(studio)).toHaveText('Live on the site')
  expect(await liveBadgeTooltip(studio)).toMatch(/^Live since .+ on every page\.$/)
  for (const path of ['/', '/about', '/pilot/givify', '/privacy-policy']) await firstVisitShows(stack, path, siteName)
})
