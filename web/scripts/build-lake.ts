/**
 * `pnpm build:lake` (turbo task `web#build:lake`, after `web#assets`, which writes the font, stylesheet
 * and images every build of the site reads): the site built from the Content Lake path into web/.next-lake, the real client reading a
 * local stand-in of Sanity's query API over the bundled dataset. It is the one Lake-mode build the tests
 * share: the secrets scan reads it, the Lake-fault tests and the Studio stack serve copies of it.
 * The read token and secrets it is built with are canaries the secrets test looks for.
 */
import {rmSync} from 'node:fs'
import {join} from 'node:path'
import {startLakeStandIn} from '@site/lake-standin'
import {runCommand} from '@site/test-harness/command'
import {WEB_DIR} from '@site/test-harness/site-server'
import {BUILD_CANARIES, DATASET, LAKE_SITE_DIST, lakeSiteEnv, PROJECT_ID} from '@site/test-harness/stack-config'
import {DATA_FILE} from '@site/content/paths'

/**
 * Builds the site in Lake mode into `web/<distDir>` from a stand-in serving `file`. `pnpm bench:publish`
 * also calls it with a dataset grown a hundredfold, into a folder of its own.
 */
export async function buildLakeSite({file = DATA_FILE, distDir = LAKE_SITE_DIST}: {file?: string; distDir?: string} = {}) {
  // From nothing: a data cache left by an earlier build would answer the queries instead of the stand-in.
  rmSync(join(WEB_DIR, distDir), {recursive: true, force: true})
  const lake = await startLakeStandIn({file, projectId: PROJECT_ID, dataset: DATASET})
  try {
    await runCommand('pnpm', ['exec', 'next', 'build'], {
      cwd: WEB_DIR,
      env: {
        ...lakeSiteEnv(lake.url),
        NEXT_DIST_DIR: distDir,
        // The same code `web#build` compiles, and `web#typecheck` checks.
        SITE_BUILD_SKIP_TYPECHECK: 'true',
        // It starts from an empty folder every time, so no later build would read Turbopack's cache.
        SITE_BUILD_CACHE: 'false',
        SANITY_API_READ_TOKEN: BUILD_CANARIES.readToken,
        SANITY_REVALIDATE_SECRET: BUILD_CANARIES.webhookSecret,
        PREVIEW_COOKIE_SECRET: BUILD_CANARIES.previewCookieSecret,
      },
    })
    // The build really read the stand-in (a build that silently fell back to the bundled file would not).
    if (lake.requests.filter((request) => request.includes('/data/query/')).length < 20)
      throw new Error(`The Lake-mode build made only ${lake.requests.length} requests to the stand-in`)
    console.log(`web/${distDir}: built from the Content Lake stand-in (${lake.requests.length} requests)`)
  } finally {
    await lake.close()
  }
}

if (import.meta.main) await buildLakeSite()
