/**
 * A browser context as a logged-in editor's: the Studio's token in localStorage before the first
 * page load (what a real login leaves), and every request to a host other than this machine
 * answered empty. Sanity's CDN files (bridge script, version check, fonts) are expected and
 * harmless; anything else is reported through `onUnexpected` so a test can fail naming it.
 */
import type {BrowserContext} from '@playwright/test'
import {PROJECT_ID, STUDIO_TOKEN} from './stack.ts'

const HARMLESS_HOSTS = /(^|\.)(sanity-cdn\.com|sanity\.io|sanity\.work|fonts\.googleapis\.com|fonts\.gstatic\.com)$/
const LOCAL = (hostname: string) => hostname === '127.0.0.1' || hostname === 'localhost' || hostname.endsWith('.localhost')

export async function prepareEditorContext(context: BrowserContext, onUnexpected: (request: string) => void = () => {}) {
  await context.addInitScript(
    ([key, token]) => window.localStorage.setItem(key!, JSON.stringify({token, time: new Date().toISOString()})),
    [`__studio_auth_token_${PROJECT_ID}`, STUDIO_TOKEN],
  )
  await context.route(
    (url) => !LOCAL(url.hostname),
    async (route) => {
      const url = new URL(route.request().url())
      if (!HARMLESS_HOSTS.test(url.hostname)) onUnexpected(`${route.request().method()} ${url.origin}${url.pathname}`)
      await route.fulfill({status: 200, body: ''})
    },
  )
}
