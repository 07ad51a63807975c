/**
 * What a page asks of the browser before its first paint (issue #54, docs/benchmarks.md "Lighthouse"),
 * held without timing: traced on a phone's network and a CPU slowed 4× and 6×, the first paint waits on
 * the HTML's own parsing, styling and layout, never on a script file, because every script file is
 * `async` and arrives after it. So, on every route of the sitemap, as served:
 * - no script file is parser-blocking (each is `async`, or `noModule`, which no current browser runs),
 *   and there are at most MAX_SCRIPT_FILES of them (their bytes are the JavaScript budget's, js-budget.spec.ts);
 * - the one script that runs before the page's content is the Trusted Types policy, byte for byte
 *   (a few milliseconds at 4×); Next's bootstrap and flight data come after the content;
 * - the one stylesheet is inside the HTML and stays within MAX_INLINE_CSS, since parsing it is part of
 *   every first paint.
 */
import {expect, test} from '@playwright/test'
import {TRUSTED_TYPES_POLICY} from '../src/security/trustedTypesPolicy'
import {sitemapPaths} from './support/routes'

/** Today 9–11 a route (the framework's 5 and the route's own): a new one shows in review, not in a trace. */
const MAX_SCRIPT_FILES = 12
/** Today 49.2 KB (scripts/build-css.mjs). */
const MAX_INLINE_CSS = 52 * 1024

/** A page's script tags in order, each with its attributes and text, and where it starts. */
function scripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
    at: match.index,
    attributes: match[1]!,
    text: match[2]!,
  }))
}

test('before its content a page runs only the Trusted Types policy, and no script file holds its parsing', async ({request}) => {
  const paths = await sitemapPaths(request)
  expect(paths.length).toBeGreaterThan(20)
  const report: string[] = []
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    const content = html.indexOf('<main')
    expect(content, `${path} has a <main>`).toBeGreaterThan(0)
    const all = scripts(html)
    const files = all.filter(({attributes}) => /\ssrc="/.test(attributes))
    const blocking = files.filter(({attributes}) => !/\sasync(?:=""|\s|$)/i.test(attributes) && !/\snoModule/i.test(attributes))
    expect(
      blocking.map(({attributes}) => attributes),
      `${path}: parser-blocking script files`,
    ).toEqual([])
    const loaded = files.filter(({attributes}) => !/\snoModule/i.test(attributes))
    expect(loaded.length, `${path}: script files`).toBeLessThanOrEqual(MAX_SCRIPT_FILES)
    // Data blocks (JSON-LD) run nothing.
    const inlineBeforeContent = all.filter(
      ({at, attributes}) => at < content && !/\ssrc="/.test(attributes) && !/\stype="application\/(?:ld\+)?json"/.test(attributes),
    )
    expect(
      inlineBeforeContent.map(({text}) => text),
      `${path}: inline scripts before the content`,
    ).toEqual([TRUSTED_TYPES_POLICY])
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!.length)
    expect(styles.length, `${path}: one inline stylesheet`).toBe(1)
    expect(styles[0], `${path}: inline stylesheet size`).toBeLessThanOrEqual(MAX_INLINE_CSS)
    expect(html, `${path} links no stylesheet`).not.toMatch(/<link\b[^>]*rel="stylesheet"/)
    report.push(`${path}: ${loaded.length} script files, ${(styles[0]! / 1024).toFixed(1)} KB of CSS`)
  }
  console.log(report.join('\n'))
})
