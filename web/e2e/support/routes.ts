/**
 * Every route of the site, from its sitemap (which the SEO spec checks is complete): as served, or as
 * the build prerendered it, for specs that declare one test per route before any server answers.
 */
import {existsSync, readFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import type {APIRequestContext} from '@playwright/test'

const pathsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)

export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  return pathsOf(await (await request.get('/sitemap.xml')).text())
}

/** The sitemap `next build` wrote into web/.next (the build the browser tests serve). */
export function builtSitemapPaths(): string[] {
  const file = fileURLToPath(new URL('../../.next/server/app/sitemap.xml.body', import.meta.url))
  if (!existsSync(file)) throw new Error(`No prerendered sitemap at ${file}: build the site first (pnpm exec turbo run build --filter=web)`)
  return pathsOf(readFileSync(file, 'utf8'))
}
