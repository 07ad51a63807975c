/**
 * The system Chromium every browser test and benchmark launches (Playwright cannot download its own
 * browser here), and the flags it needs on a machine with a closed network: without them Chromium's
 * background calls are refused, many at a time, and slow every start.
 *
 * Two builds of the same Debian Chromium:
 * - the browser tests run in its headless shell (package `chromium-headless-shell`), as Playwright's
 *   own headless runs do: the same engine without the full browser around it. Alone on a quiet machine
 *   the site's suite took 160 s in it against 232 s in the full browser, and the Studio's the same
 *   time with half the browser process's CPU;
 * - Lighthouse measures the full browser (package `chromium`), which is what a visitor runs.
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
 * What a failed test leaves behind, for every browser suite: a trace with each action's DOM snapshot,
 * and a screenshot of the end. Not the trace's screencast: filming every frame of every test cost the
 * browsers a third of their CPU (the Studio suite alone on a quiet machine: 199 → 132 CPU-seconds
 * sampled by process, 169 → 123 s), for a film only a failure would show. `playwright test --trace on` films a local run.
 */
export const failureEvidence = {trace: {mode: 'retain-on-failure', screenshots: false}, screenshot: 'only-on-failure'} as const
