/**
 * `pnpm build:standin` (turbo task `studio#build:standin`): the Studio built into studio/.dist-standin
 * with its API host pointed at the local Content Lake stand-in (https://localhost:<port>, a port fixed
 * at build time), its Presentation tool at the Lake-mode site of the same test stack, and its live-status
 * badge patient for a few seconds instead of a minute (LIVE_STATUS_PATIENCE_S). The Studio browser tests
 * and `pnpm bench:publish` serve it; it is also the check that the Studio builds.
 */
import {fileURLToPath} from 'node:url'
import {runCommand} from '@site/test-harness/command'
import {DATASET, LIVE_STATUS_PATIENCE_S, PROJECT_ID, STACK_URLS, STANDIN_STUDIO_DIST} from '@site/test-harness/stack-config'

await runCommand('pnpm', ['exec', 'sanity', 'build', STANDIN_STUDIO_DIST, '--yes'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  env: {
    // The Studio calls https://<project>.localhost:<port> and https://localhost:<port>: both the stand-in.
    SANITY_STUDIO_API_HOST: STACK_URLS.lakeApi,
    SANITY_STUDIO_PROJECT_ID: PROJECT_ID,
    SANITY_STUDIO_DATASET: DATASET,
    SANITY_STUDIO_SITE_URL: STACK_URLS.site,
    SANITY_STUDIO_LIVE_STATUS_PATIENCE_S: String(LIVE_STATUS_PATIENCE_S),
  },
})
console.log(`studio/${STANDIN_STUDIO_DIST}: built for the Content Lake stand-in at ${STACK_URLS.lakeApi}`)
