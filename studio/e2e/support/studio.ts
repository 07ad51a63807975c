/** Small steps an editor takes in the Studio, written once for every spec. */
import {expect, type Locator, type Page, type Request} from '@playwright/test'
import type {StudioStack} from '@site/test-harness/stack'

/**
 * Takes the Studio to `path`: loads it in a page that does not show it yet, and in one that does,
 * moves within it as its own links do (its router follows the address), for the page stays open
 * from test to test, and a second load in the same page can leave the Studio's listener streams waiting.
 */
export async function goToStudio(page: Page, studioUrl: string, path: string) {
  if (!page.url().startsWith(studioUrl)) return void (await page.goto(`${studioUrl}${path}`))
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}))
  }, path)
}

/**
 * The Studio at `path` in the structure tool, once its desk shows and, when the path opens a
 * document, once the document's pane has settled (`documentPaneSettled`).
 */
export async function openStudio(page: Page, studioUrl: string, path = '/structure') {
  await goToStudio(page, studioUrl, path)
  await expect(page.getByRole('listbox', {name: 'Content'})).toBeVisible()
  if (/;|^\/intent\//.test(path)) await documentPaneSettled(page)
}

/** The requests each Studio page has sent that have no answer yet (see `followRequests`). */
const unanswered = new WeakMap<Page, Set<Request>>()

/**
 * Follows what `page` asks of the stand-in and the site until each answer has come, all but the event
 * streams the Studio keeps open (the listener, the live events), which never end. Returns the set.
 */
export function followRequests(page: Page) {
  const open = new Set<Request>()
  unanswered.set(page, open)
  page.on('request', (request) => void (/\/data\/(listen|live\/events)\//.test(request.url()) || open.add(request)))
  page.on('requestfinished', (request) => void open.delete(request))
  page.on('requestfailed', (request) => void open.delete(request))
  return open
}

/**
 * Resolves once the open document's pane has settled: it went `quietMs` without being drawn anew, and
 * the page (when followed, see `followRequests`) waits for no answer. The Studio draws a document's
 * pane, and once what it loads meanwhile has come (about a second and a half later on a quiet machine),
 * sometimes draws the whole pane anew (its React key holds the document's type and perspective): what
 * was typed into the first one, or opened in it (a menu, a dialog), is lost, as an editor who starts
 * at once would lose it. The condition is the network's and the pane's quiet, as Playwright's
 * `networkidle` is the network's.
 */
export async function documentPaneSettled(page: Page, quietMs = 1_000, timeout = 120_000) {
  await expect(page.getByTestId('document-pane')).toBeVisible()
  const deadline = Date.now() + timeout
  for (;;) {
    const redrawn = await page.evaluate(
      (quiet) =>
        new Promise<boolean>((resolve) => {
          const isPane = (node: Node) =>
            node instanceof Element &&
            (node.matches('[data-testid="document-pane"]') || node.querySelector('[data-testid="document-pane"]') !== null)
          const end = (value: boolean) => {
            observer.disconnect()
            clearTimeout(timer)
            resolve(value)
          }
          const timer = setTimeout(() => end(false), quiet)
          const observer = new MutationObserver((records) => {
            if (records.some((record) => [...record.addedNodes].some(isPane))) end(true)
          })
          observer.observe(document.body, {childList: true, subtree: true})
        }),
      quietMs,
    )
    const waiting = [...(unanswered.get(page) ?? [])]
    if (!redrawn && waiting.length === 0) return
    if (Date.now() > deadline)
      throw new Error(
        `The document's pane never settled: ${redrawn ? 'drawn anew' : `waiting for ${waiting.map((request) => request.url()).join(', ')}`}`,
      )
  }
}

/**
 * The Studio's documented exception to "wait for a condition": it replaces a pending operation, drops a
 * click on a button that is about to re-render, and closes a menu when its pane reloads, so an editor
 * presses again. `attempt` is that press and its expected outcome; this repeats it until it holds, and
 * after `timeout` fails naming `what` and the last attempt's failure. Each use says why it may repeat.
 */
export async function pressAgainUntil(what: string, attempt: () => Promise<void>, timeout: number) {
  try {
    await expect(attempt).toPass({timeout})
  } catch (error) {
    const last = String(error instanceof Error ? error.message : error)
      .split('\n')
      .find((line) => line.trim())
    throw new Error(`${what}: not done after ${timeout / 1000} s of pressing again (last attempt: ${last})`, {cause: error})
  }
}

/**
 * The actions the open document's menu (next to Publish) lists. The menu must show: a document with
 * no action beyond Publish has none, and a test that expects a menu fails here, naming it. The menu
 * button can appear a while after Publish (the document's actions are still resolving).
 */
export async function documentActionsMenu(page: Page) {
  await expect(page.getByTestId('action-publish')).toBeVisible()
  const menuButton = page.getByTestId('action-menu-button')
  await expect(menuButton, "the document's actions menu").toBeVisible()
  const items = page.getByRole('menuitem')
  // A click while the document is still loading can land on a button about to re-render: open it again then.
  await pressAgainUntil(
    "opening the document's actions menu",
    async () => {
      if (!(await items.first().isVisible())) await menuButton.click()
      await expect(items.first()).toBeVisible({timeout: 5_000})
    },
    60_000,
  )
  // An item's text also lists its keyboard shortcut on further lines.
  return (await items.allInnerTexts()).map((text) => text.trim().split('\n')[0]!.trim())
}

/**
 * Chooses an item of the document's actions menu once it is enabled, until `shows` (what the choice
 * opens, e.g. its dialog) is visible. While the document loads, its actions are disabled and the menu
 * may close as the pane re-renders, and a click on an item about to re-render is dropped: open it and
 * choose again until the item was pressed and, with `shows`, what it opens is there.
 */
export async function chooseDocumentAction(page: Page, name: RegExp, shows?: Locator) {
  const menuButton = page.getByTestId('action-menu-button')
  const item = page.getByRole('menuitem', {name})
  await pressAgainUntil(
    `choosing ${name} in the document's actions menu`,
    async () => {
      if (shows && (await shows.isVisible())) return
      if (!(await item.isVisible())) await menuButton.click()
      await expect(item).toBeEnabled({timeout: 5_000})
      await item.click({timeout: 5_000})
      if (shows) await expect(shows).toBeVisible({timeout: 5_000})
    },
    90_000,
  )
}

/**
 * Chooses the document titled `title` in a reference's search box (`search`). The new item's search
 * box re-renders while the item is being added, which can empty it: type again then. Resolves once the
 * choice closed the search popover: while it is open, a click on Publish only closes it.
 */
export async function chooseInReferenceSearch(page: Page, search: Locator, title: string, what: string) {
  const found = page.getByRole('option', {name: new RegExp(title)}).first()
  await pressAgainUntil(
    what,
    async () => {
      if (!(await found.isVisible())) await search.fill(title)
      await expect(found).toBeVisible({timeout: 5_000})
    },
    60_000,
  )
  await found.click()
  await expect(page.getByRole('option', {name: new RegExp(title)})).toHaveCount(0)
}

/**
 * Presses Publish until `isPublished` says the stand-in holds the published document. The Studio runs
 * one operation at a time per document, a newer one replacing one still waiting: a Publish pressed
 * within a second of the last edit waits for that edit to be confirmed, and the Studio's own follow-up
 * save of the edit can then replace it, so the button comes back without publishing. An editor presses
 * it again, and so does this; a Publish that is running keeps the button disabled and is left to finish.
 */
export async function publishUntil(page: Page, isPublished: () => boolean, timeout = 90_000) {
  const publish = page.getByRole('button', {name: 'Publish', exact: true})
  await pressAgainUntil(
    'publishing',
    async () => {
      if (await publish.isEnabled()) await publish.click()
      await expect.poll(isPublished, {timeout: 15_000}).toBe(true)
    },
    timeout,
  )
}

/**
 * Shows the error marker whose message is `message`: a field marks itself with a red icon, and the
 * message shows when the pointer rests on it. Tries each visible marker of the open document.
 */
export async function expectErrorMarker(page: Page, message: string) {
  const text = page.getByText(message, {exact: true}).filter({visible: true}).first()
  // The markers appear as the document validates: hover them again until one shows the message.
  await pressAgainUntil(
    `finding the error marker "${message}"`,
    async () => {
      const icons = page.getByTestId('input-validation-icon-error').filter({visible: true})
      for (let index = 0; index < (await icons.count()); index++) {
        // A marker the document pane's scroller covers cannot be hovered (Playwright would wait for it
        // without end: seen in a run, the whole 90 s): go on to the next one, and round again after.
        try {
          await icons.nth(index).hover({timeout: 3_000})
        } catch {
          continue
        }
        if (await text.isVisible()) return
      }
      await expect(text).toBeVisible({timeout: 1_000})
    },
    90_000,
  )
}

/** The first answer of a page that no longer carries a text (e.g. a card taken off a list). */
export async function firstResponseWithout(stack: StudioStack, path: string, text: string, timeoutMs = 120_000) {
  await expect
    .poll(
      async () => {
        const page = await stack.page(path)
        return page.status === 200 && !page.html.includes(text)
      },
      {timeout: timeoutMs},
    )
    .toBe(true)
}

/**
 * Chooses `kind` in the insert menu of a list of sections (`field`: a page's `sections`, a fixed
 * page's `moreSections`; the grid of pictures) until its dialog shows
 * `firstField`: the menu can close as the new document's form re-renders after a save, and a click
 * on an item about to re-render is dropped (as in create.spec.ts), so an editor opens it and chooses again.
 */
export async function addSection(page: Page, kind: string, firstField: Locator, field = 'sections') {
  const sections = page.getByTestId(`field-${field}`)
  const item = page.getByRole('menu').getByRole('menuitem', {name: kind, exact: true})
  await pressAgainUntil(
    `adding a ${kind} section from the sections' insert menu`,
    async () => {
      if (!(await firstField.isVisible())) {
        if (!(await item.isVisible())) await sections.getByRole('button', {name: 'Add item'}).last().click({timeout: 5_000})
        await item.click({timeout: 5_000}).catch(() => undefined)
      }
      await expect(firstField).toBeVisible({timeout: 5_000})
    },
    90_000,
  )
}

/** Adds an item to an array field inside the open section's dialog, until the item's own field shows. */
export async function addArrayItem(page: Page, field: Locator, firstField: Locator) {
  await pressAgainUntil(
    'adding an item inside the section',
    async () => {
      if (!(await firstField.isVisible())) await field.getByRole('button', {name: 'Add item'}).click({timeout: 5_000})
      await expect(firstField).toBeVisible({timeout: 5_000})
    },
    60_000,
  )
}

/** An array field of the open section, by its description (groups nest: the innermost is the field's own). */
export const arrayField = (page: Page, description: string) =>
  page.getByRole('dialog').getByRole('group').filter({hasText: description}).last()

/** Closes every open dialog: while one is open, a click on Publish (or on the desk) only closes it. */
export async function closeDialogs(page: Page) {
  await pressAgainUntil(
    'closing the dialogs',
    async () => {
      // Its Close button: after a nested item's dialog closes, focus can rest outside, where Escape closes nothing.
      const close = page.getByRole('dialog').getByRole('button', {name: 'Close dialog'})
      if ((await close.count()) > 0) await close.last().click({timeout: 2_000})
      await expect(page.getByRole('dialog')).toHaveCount(0, {timeout: 2_000})
    },
    30_000,
  )
}
