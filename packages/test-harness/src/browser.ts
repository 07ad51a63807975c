/**
 * A browser context as a logged-in editor's: the Studio's token in localStorage before the first
 * page load (what a real login leaves), and every request to a host other than this machine
 * answered empty. Sanity's CDN files (bridge script, version check, fonts) are expected and
 * harmless; anything else is reported through `onUnexpected` so a test can fail naming it.
 */
import type {BrowserContext} from '@playwright/test'
import {PROJECT_ID, STUDIO_TOKEN} from './stack.ts'
import {THIS_MACHINE} from './stackConfig.ts'

const HARMLESS_HOSTS = /(^|\.)(sanity-cdn\.com|sanity\.io|sanity\.work|fonts\.googleapis\.com|fonts\.gstatic\.com)$/
/**
 * Every URL whose host is not this machine. A RegExp, not a function: Playwright matches a RegExp in
 * its driver and lets every other request through there, while a function makes every request (about
 * 350 as the Studio loads) wait for a round trip to the test process, the same process that answers
 * as the stand-in.
 */
const NOT_LOCAL = new RegExp(String.raw`^[a-z]+://(?!(?:${THIS_MACHINE})(?:[:/]|$))`)

export async function prepareEditorContext(context: BrowserContext, onUnexpected: (request: string) => void = () => {}) {
  await context.addInitScript(
    ([key, token]) => window.localStorage.setItem(key!, JSON.stringify({token, time: new Date().toISOString()})),
    [`__studio_auth_token_${PROJECT_ID}`, STUDIO_TOKEN],
  )
  await context.route(NOT_LOCAL, async (route) => {
    const url = new URL(route.request().url())
    if (!HARMLESS_HOSTS.test(url.hostname)) onUnexpected(`${route.request().method()} ${url.origin}${url.pathname}`)
    await route.fulfill({status: 200, body: ''})
  })
}
