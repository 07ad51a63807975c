/**
 * The live-status badge beside Publish as an editor reads it: its label in the document's footer, the
 * sentence its tooltip shows, and the site's answers the Studio polls for it (/api/live-status).
 */
import {expect, type Page, type Response} from '@playwright/test'

/** Every label the badge can show (studio/liveStatus/words.ts). */
const LABELS = /^(Live on the site|Going live…|Not live yet|Not reported by the site|Off the site|Leaving the site…|Still on the site)$/

/** The badge in the open document's footer. */
export const liveBadge = (page: Page) => page.getByTestId('pane-footer').getByText(LABELS)

/** The badge's tooltip: the pointer rests on the badge, as an editor's does, until the sentence shows. */
export async function liveBadgeTooltip(page: Page): Promise<string> {
  const tooltip = page.locator('[data-ui="Tooltip"]').filter({visible: true}).last()
  await expect(async () => {
    await page.mouse.move(0, 0)
    await liveBadge(page).hover({timeout: 5_000})
    await expect(tooltip).toBeVisible({timeout: 2_000})
  }).toPass({timeout: 30_000})
  return (await tooltip.innerText()).trim()
}

/**
 * Resolves after two answers of the site about `documentId` that report `rev` as applied and its pages
 * rendered: the first proves the site has it, the second comes 2 s later, once the Studio's own copy
 * of the published document has followed the publish too, so the badge drawn from it compares the two.
 * Returns when the first came: the badge says "Live" from that answer on.
 */
export async function siteReportsApplied(page: Page, documentId: string, rev: string) {
  const reports = async (response: Response) => {
    if (!response.url().includes(`/api/live-status?ids=${documentId}`) || response.status() !== 200) return false
    const record = ((await response.json()) as {documents?: Record<string, {rev?: string; rendered?: boolean} | null>}).documents?.[
      documentId
    ]
    return record?.rev === rev && record.rendered === true
  }
  await page.waitForResponse(reports, {timeout: 120_000})
  const firstReportedAt = Date.now()
  await page.waitForResponse(reports, {timeout: 120_000})
  return firstReportedAt
}
