/**
 * The whole publish path on one machine, for the Studio browser tests and `pnpm bench:publish`:
 * the Lake stand-in; the Studio built to call it (turbo task `studio#build:standin`), served
 * statically; and the Lake-mode build of the site (turbo task `web#build:lake`) served by
 * the site's production server (web/server.ts) on a private copy, receiving the stand-in's signed webhook and reading
 * the stand-in through a fault-injecting front (faultyLake.ts), so a test can lose webhooks or fail the site's reads
 * while the Studio still reaches the Lake. Nothing is built here:
 * a missing build fails at once, naming the task. stop() ends every process it started.
 *
 * The builds name fixed ports (stackConfig.ts). One stack serves them there; with `onFreePorts`, a
 * further stack serves them on free ports, and its browser reaches them at the fixed addresses
 * through `browserProxy` (portMapProxy.ts), so several stacks can run at once, one per test worker.
 */
import {existsSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {encodeSignatureHeader} from '@sanity/webhook'
import {DATA_FILE} from '@site/content/paths'
import {startLakeStandIn} from '@site/lake-standin'
import {startFaultyLake, type LakeFault} from './faultyLake.ts'
import {freePort, startPortMapProxy} from './portMapProxy.ts'
import {startSiteServer} from './siteServer.ts'
import {serveStatic} from './static.ts'
import {
  DATASET,
  LAKE_SITE_DIST,
  lakeSiteEnv,
  PREVIEW_COOKIE_SECRET,
  PROJECT_ID,
  SITE_WIDE_PUBLISH,
  STACK_PORTS,
  STACK_URLS,
  STANDIN_STUDIO_DIST,
  STUDIO_TOKEN,
  WEBHOOK_SECRET,
} from './stackConfig.ts'

export const STUDIO_DIR = fileURLToPath(new URL('../../../studio', import.meta.url))
export {PROJECT_ID, DATASET, WEBHOOK_SECRET, STUDIO_TOKEN}

export interface StackOptions {
  /** The site's 3-second wait for the Content Lake to settle after a webhook (production: on). */
  waitForConsistency?: boolean
  /** The dataset the stand-in starts with (default: the bundled launch dataset). */
  file?: string
  /** The Lake-mode build of the site to serve, a folder of web/ (default: `web#build:lake`'s), built from `file`. */
  siteDist?: string
  /** Serve on free ports, reached by the browser through `browserProxy` (default: the builds' own ports). */
  onFreePorts?: boolean
}

export async function startStudioStack({
  waitForConsistency = false,
  file = DATA_FILE,
  siteDist = LAKE_SITE_DIST,
  onFreePorts = false,
}: StackOptions = {}) {
  const studioDist = join(STUDIO_DIR, STANDIN_STUDIO_DIST)
  if (!existsSync(join(studioDist, 'index.html')))
    throw new Error(
      `No stand-in Studio build at studio/${STANDIN_STUDIO_DIST}: run \`pnpm exec turbo run build:standin --filter=studio\` first.`,
    )
  const closers: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const close of closers.reverse()) await close()
  }
  try {
    const lake = await startLakeStandIn({file, projectId: PROJECT_ID, dataset: DATASET, http2Port: onFreePorts ? 0 : STACK_PORTS.lakeApi})
    closers.push(() => lake.close())
    // The site's road to the Lake, which a test can break (`siteLakeReads`); the Studio's goes straight to the stand-in.
    const front = await startFaultyLake(lake.url)
    closers.push(() => front.close())
    const studio = await serveStatic(studioDist, onFreePorts ? 0 : STACK_PORTS.studio)
    closers.push(() => studio.close())
    const site = await startSiteServer({
      fromDist: siteDist,
      port: onFreePorts ? await freePort() : STACK_PORTS.site,
      env: {
        ...lakeSiteEnv(front.apiHost),
        // Draft mode reads drafts with a token (server side only); the stand-in accepts any.
        SANITY_API_READ_TOKEN: STUDIO_TOKEN,
        SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
        PREVIEW_COOKIE_SECRET,
        SANITY_WEBHOOK_SKIP_CONSISTENCY_WAIT: waitForConsistency ? 'false' : 'true',
      },
    })
    closers.push(() => site.stop())
    const webhook = {url: `${site.url}/api/revalidate`, secret: WEBHOOK_SECRET}
    lake.setWebhook(webhook)
    const proxy = onFreePorts
      ? await startPortMapProxy({
          [STACK_PORTS.site]: Number(new URL(site.url).port),
          [STACK_PORTS.lakeApi]: lake.http2Port!,
          [STACK_PORTS.studio]: Number(new URL(studio.url).port),
        })
      : null
    if (proxy) closers.push(() => proxy.close())

    return {
      lake,
      /** The Studio's and the site's addresses as the browser reaches them (the builds' own). */
      studioUrl: STACK_URLS.studio,
      siteUrl: STACK_URLS.site,
      /** Playwright's `proxy` option for this stack's browser: none on the builds' own ports. */
      browserProxy: proxy?.browserProxy,
      /** The site server's output (the revalidate route logs each accepted webhook). */
      siteLogs: site.logs,
      /**
       * Whether the stand-in sends its publish webhook to the site (on at the start and after each reset):
       * off, a publish reaches the site only through its catch-up with the Lake, as when a webhook is lost.
       */
      sendWebhooks(on: boolean) {
        lake.setWebhook(on ? webhook : undefined)
      },
      /** How the site's reads of the Lake fare from now on ('error': every one answered 503; 'none' at the start and after each reset). */
      siteLakeReads(fault: LakeFault) {
        front.setFault(fault)
      },
      /**
       * Back to the launch dataset, for the next test: webhooks sent and the site's reads answered again,
       * the stand-in reloads it, and the site is told with a site-wide publish (signed as the Lake's
       * webhook is), so it renders every page from it again.
       */
      async resetContent() {
        lake.setWebhook(webhook)
        front.setFault('none')
        await lake.reset()
        const body = JSON.stringify(SITE_WIDE_PUBLISH)
        const response = await fetch(`${site.url}/api/revalidate`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET),
          },
          body,
        })
        if (response.status !== 200) throw new Error(`The site refused the site-wide publish after a reset (${response.status})`)
      },
      /** Fetches a page as a visitor would. */
      async page(path: string) {
        const response = await fetch(`${site.url}${path}`, {redirect: 'manual'})
        return {status: response.status, location: response.headers.get('location'), html: await response.text()}
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

export type StudioStack = Awaited<ReturnType<typeof startStudioStack>>
