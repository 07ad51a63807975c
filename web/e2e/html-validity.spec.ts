/**
 * Valid HTML: the W3C Nu HTML Checker (vnu.jar from the `vnu-jar` package, on the Java that
 * scripts/ensure-system-packages.mjs provides) finds no error in the served HTML of any route of the
 * sitemap, nor of the not-found page (its messages about the inline stylesheet's CSS aside). Every page
 * is saved to a folder first, then checked in one run of the checker (a Java start costs seconds).
 */
import {expect, test} from '@playwright/test'
import {htmlValidityErrors} from './support/htmlValidity'
import {sitemapPaths} from './support/routes'

test('every page is valid HTML for the W3C Nu HTML Checker', async ({request}) => {
  const NOT_FOUND = '/this-page-does-not-exist'
  const paths = [...(await sitemapPaths(request)), NOT_FOUND]
  expect(paths.length).toBeGreaterThan(20)
  const pages = []
  for (const path of paths) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(path === NOT_FOUND ? 404 : 200)
    pages.push({path, html: await response.text()})
  }
  expect(await htmlValidityErrors(pages)).toEqual([])
})
