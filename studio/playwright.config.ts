/**
 * `pnpm test:studio`: the built Studio in Debian's Chromium against the local Content Lake stand-in,
 * beside a Lake-mode production build of the site (turbo builds both; the `stack` fixture serves
 * them once per worker, each worker a stack of its own, see @site/test-harness/stack).
 * Two workers, every test on its own: a Studio test mostly waits (on the stand-in, the webhook, the
 * site), so two stacks side by side take about half the time (18 tests: 16.9 min on one stack in a
 * cold run, 9.2 min on two). The page each worker's tests share, and its browser context's options,
 * are the `editor` fixture's (e2e/support/fixtures.ts).
 */
import {defineConfig} from '@playwright/test'
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
  use: {launchOptions: chromiumLaunchOptions},
})
