/**
 * Browser tests in Debian's Chromium (never a downloaded browser). By default they run against the
 * production build, started here on 127.0.0.1 and stopped afterwards; E2E_BASE_URL points them at a
 * server that is already running instead (e.g. `next dev` while writing a test).
 */
import {defineConfig, devices} from '@playwright/test'
import {chromiumLaunchOptions, failureEvidence} from '@site/test-harness/chromium'
import {serverCommand} from '@site/test-harness/site-server'

const port = Number(process.env.E2E_PORT || 3210)
const external = process.env.E2E_BASE_URL
const baseURL = external || `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  ...failureEvidence.config,
  workers: 2,
  // Limits only against a hang: a busy machine makes a test slower, never red (Playwright's own
  // defaults, 30 s a test and 5 s an expectation, were reached on a cold clone beside other work).
  timeout: 180_000,
  expect: {timeout: 20_000},
  reporter: [['list']],
  use: {
    baseURL,
    ...failureEvidence.use,
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
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
