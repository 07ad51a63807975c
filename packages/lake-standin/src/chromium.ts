/**
 * The system Chromium every browser test and benchmark launches (Playwright cannot download its own
 * browser here), and the flags it needs on a machine with a closed network: without them Chromium's
 * background calls are refused, many at a time, and slow every start.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Playwright's `launchOptions` for it. */
export const chromiumLaunchOptions = {executablePath: chromiumPath, args: chromiumArgs}
