/**
 * `pnpm test:studio`: the built Studio in Debian's Chromium against the local Content Lake stand-in,
 * beside a Lake-mode production build of the site (turbo builds both; the `stack` fixture serves
 * them once per worker). One worker: the ports are fixed at build time (see
 * @site/test-harness/stack-config: E2E_STUDIO_SITE_PORT, E2E_STUDIO_API_PORT, E2E_STUDIO_PORT).
 */
import {defineConfig, devices} from '@playwright/test'
import {chromiumLaunchOptions, failureEvidence} from '@site/test-harness/chromium'

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Limits only against a hang: a busy machine makes a test slower, never red.
  timeout: 360_000,
  expect: {timeout: 120_000},
  reporter: [['list']],
  use: {
    ...failureEvidence,
    // The stand-in's HTTPS certificate is self-signed.
    ignoreHTTPSErrors: true,
    viewport: {width: 1440, height: 900},
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined, viewport: {width: 1440, height: 900}}}],
})
