/**
 * The system Chromium every browser test and benchmark launches (Playwright cannot download its own here), and the
 * flags it needs on a closed network. The browser tests use its headless shell, Lighthouse the full browser:
 * docs/decisions/0016-browser-tests-in-the-headless-shell.md.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Playwright's `launchOptions`, for the browser tests and the benchmarks that drive a page. */
export const chromiumLaunchOptions = {executablePath: headlessShellPath, args: chromiumArgs}

/**
 * What a failed test leaves behind, for every browser suite: a screenshot of the end, and a trace
 * (each action's DOM snapshot) recorded by running the failed test once more. The run still fails:
 * a test that passes only on its second try is flaky, and flaky is red. Recording a trace of every
 * test, in case it fails, cost the browsers and Playwright an eighth of the site suite's CPU (a 65-test
 * sample on a quiet machine: 201 → 176 core-seconds); the trace's screencast, a third more, is never
 * recorded. `playwright test --trace on` records every test of a local run.
 */
export const failureEvidence = {
  config: {retries: 1, failOnFlakyTests: true},
  use: {trace: {mode: 'on-first-retry', screenshots: false}, screenshot: 'only-on-failure'},
} as const
