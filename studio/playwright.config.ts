/**
 * `pnpm test:studio`: the built Studio in Debian's Chromium against the local Content Lake stand-in,
 * beside a Lake-mode production build of the site (turbo builds both; the `stack` fixture serves
 * them once per worker, each worker a stack of its own, see @site/test-harness/stack).
 * Two workers, every test on its own: a Studio test mostly waits (on the stand-in, the webhook, the
 * site), so two stacks side by side take about half the time (18 tests: 16.9 min on one stack in a
 * cold run, 9.2 min on two).
 */
import {defineConfig, devices} from '@playwright/test'
import {chromiumLaunchOptions, failureEvidence} from '@site/test-harness/chromium'

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  ...failureEvidence.config,
  // Limits only against a hang: a busy machine makes a test slower, never red.
  timeout: 360_000,
  expect: {timeout: 120_000},
  reporter: [['list']],
  use: {
    ...failureEvidence.use,
    // The stand-in's HTTPS certificate is self-signed.
    ignoreHTTPSErrors: true,
    // As an editor who asks their system for less motion: the Studio's spinners and transitions stand
    // still. Nothing here tests motion, and drawing them was a fifth of the suite's CPU (331 → 242–262
    // core-seconds alone on two cores, docs/benchmarks.md#test-suite-runs).
    reducedMotion: 'reduce',
    viewport: {width: 1440, height: 900},
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined, viewport: {width: 1440, height: 900}}}],
})
