// The browser tests need a Chromium; Playwright's own download cannot work here. Finds the system
// one, installs Debian's `chromium` package when running as root on Debian/Ubuntu, or stops with
// the exact command to run. Prints the path it will use.
import {execSync} from 'node:child_process'
import {existsSync} from 'node:fs'

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean)
const found = () => candidates.find((path) => existsSync(path))

let path = found()
if (!path) {
  const isRoot = process.getuid?.() === 0
  const hasApt = existsSync('/usr/bin/apt-get')
  if (isRoot && hasApt) {
    console.log('No Chromium found: installing Debian\'s chromium package (about 30 s)…')
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {stdio: 'inherit'})
    path = found()
  }
}
if (!path) {
  console.error(
    'The browser tests need Chromium and none was found.\n' +
      '  On Debian/Ubuntu run:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '  Elsewhere install Chromium and set CHROMIUM_PATH=/path/to/chromium',
  )
  process.exit(1)
}
if (path !== '/usr/bin/chromium' && !process.env.CHROMIUM_PATH) {
  console.error(`Chromium is at ${path}: run the tests with CHROMIUM_PATH=${path}`)
  process.exit(1)
}
console.log(`Browser tests use ${path}`)
