/**
 * Browser tests in Debian's Chromium (never a downloaded browser). By default they run against the
 * production build, started here on 127.0.0.1 and stopped afterwards; E2E_BASE_URL points them at a
 * server that is already running instead (e.g. `next dev` while writing a test).
 */
import {readdirSync, readFileSync} from 'node:fs'
import {defineConfig, devices} from '@playwright/test'
import {chromiumLaunchOptions, failureEvidence} from '@site/test-harness/chromium'
import {serverCommand} from '@site/test-harness/site-server'

/** The specs that start a server of their own: the `site` fixture's, a configured one, or a spawned one. */
const ownServerSpecs = readdirSync(new URL('./e2e', import.meta.url))
  .filter((file) => file.endsWith('.spec.ts'))
  .filter((file) =>
    /from '\.\/support\/fixtures'|startPublishServer\(|spawn\(/.test(readFileSync(new URL(`./e2e/${file}`, import.meta.url), 'utf8')),
  )
  .map((file) => `**/${file}`)

const port = Number(process.env.E2E_PORT || 3210)
const external = process.env.E2E_BASE_URL
const baseURL = external || `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  ...failureEvidence.config,
  // Three workers, at most two of them on the specs with servers of their own (see `projects`): a page
  // load waits on frames and on the server between bursts of CPU, so on two cores a third test fills
  // those gaps. Alone on two cores: 157–184 s and 290–344 CPU-seconds, against 202–218 s and 323–354
  // with two workers; a third server of the publishing kind cost more than it gave (385 CPU-seconds).
  workers: 3,
  // Limits only against a hang: a busy machine makes a test slower, never red (Playwright's own
  // defaults, 30 s a test and 5 s an expectation, were reached on a cold clone beside other work).
  timeout: 180_000,
  expect: {timeout: 20_000},
  reporter: [['list']],
  use: {
    baseURL,
    ...failureEvidence.use,
    launchOptions: chromiumLaunchOptions,
    // As a visitor who asks their system for less motion: no fade-in runs, so a page is final once
    // loaded and Chromium draws no animation frames (alone: its renderers and compositor 123 → 96
    // CPU-seconds). The specs that judge motion (motion, route sweep, a built page's sweep) ask for the
    // default.
    reducedMotion: 'reduce',
  },
  // Two projects of one browser, listed in the order Playwright hands their tests to the workers: the
  // specs that run servers of their own first, as they spend much of their time waiting on those
  // servers (a hanging Lake, an idle timeout, a re-render), which the other lanes of the test command
  // fill; the specs reading the shared server, many short page loads, last, so the suite ends with
  // every worker busy instead of one waiting out a serial spec.
  projects: [
    {name: 'own servers', workers: 2, testMatch: ownServerSpecs, use: {...devices['Desktop Chrome'], channel: undefined}},
    {name: 'shared server', testIgnore: ownServerSpecs, use: {...devices['Desktop Chrome'], channel: undefined}},
  ],
  webServer: external
    ? undefined
    : {
        command: [...serverCommand(), '-H', '127.0.0.1', '-p', port].join(' '),
        url: `${baseURL}/`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
})
