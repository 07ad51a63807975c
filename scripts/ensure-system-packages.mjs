// The Debian packages the tests need (browser tests: Chromium's headless shell; shared-cache tests: redis-server;
// the HTML validity test: a Java runtime for the W3C Nu HTML Checker; the edge tests: Varnish and its xkey module).
// For each one: finds it, installs it with apt when running as root on Debian/Ubuntu, or stops with
// the exact command to run. Prints what it will use. To add a package, add an entry to REQUIRED.
import {execSync} from 'node:child_process'
import {existsSync} from 'node:fs'
import {join} from 'node:path'

// Debian's folder for a package's libraries on this machine (Varnish's modules live under it).
const MULTIARCH = {x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu'}[process.arch] ?? `${process.arch}-linux-gnu`
const XKEY_MODULE = `/usr/lib/${MULTIARCH}/varnish/vmods/libvmod_xkey.so`

const REQUIRED = [
  {
    name: "Chromium's headless shell",
    debianPackage: 'chromium-headless-shell',
    envVar: 'CHROMIUM_HEADLESS_SHELL_PATH',
    candidates: ['/usr/bin/chromium-headless-shell'],
    defaultPath: '/usr/bin/chromium-headless-shell',
  },
  {
    name: 'redis-server',
    debianPackage: 'redis-server',
    envVar: 'REDIS_SERVER_PATH',
    candidates: ['/usr/bin/redis-server', '/usr/local/bin/redis-server'],
    defaultPath: '/usr/bin/redis-server',
  },
  {
    name: 'a Java runtime',
    debianPackage: 'default-jre-headless',
    envVar: 'JAVA_HOME',
    // JAVA_HOME names the runtime's folder; the test runs its bin/java, else `java` from PATH.
    fromEnv: (home) => join(home, 'bin', 'java'),
    candidates: ['/usr/bin/java'],
    defaultPath: '/usr/bin/java',
  },
  {
    name: 'Varnish',
    debianPackage: 'varnish',
    envVar: 'VARNISHD_PATH',
    candidates: ['/usr/sbin/varnishd'],
    defaultPath: '/usr/sbin/varnishd',
  },
  {
    name: "Varnish's xkey module",
    debianPackage: 'varnish-modules',
    envVar: 'VARNISH_VMOD_PATH',
    // VARNISH_VMOD_PATH names the modules' folder (varnishd's vmod_path).
    fromEnv: (folder) => join(folder, 'libvmod_xkey.so'),
    candidates: [XKEY_MODULE],
    defaultPath: XKEY_MODULE,
  },
]

const isRoot = process.getuid?.() === 0
const hasApt = existsSync('/usr/bin/apt-get')
const fromEnv = (tool) => {
  const value = process.env[tool.envVar]
  return value && tool.fromEnv ? tool.fromEnv(value) : value
}
const find = (tool) => [fromEnv(tool), ...tool.candidates].filter(Boolean).find((path) => existsSync(path))

let missing = REQUIRED.filter((tool) => !find(tool))
if (missing.length && isRoot && hasApt) {
  const packages = missing.map((tool) => tool.debianPackage).join(' ')
  console.log(`Installing Debian packages for the tests: ${packages}…`)
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {stdio: 'inherit'})
  missing = REQUIRED.filter((tool) => !find(tool))
}
if (missing.length) {
  console.error(
    `The tests need ${missing.map((tool) => tool.name).join(' and ')}, not found.\n` +
      `  On Debian/Ubuntu run:  sudo apt-get update && sudo apt-get install -y ${missing.map((tool) => tool.debianPackage).join(' ')}\n` +
      missing.map((tool) => `  Elsewhere install ${tool.name} and set ${tool.envVar}=/path/to/it`).join('\n'),
  )
  process.exit(1)
}
let misplaced = false
for (const tool of REQUIRED) {
  const path = find(tool)
  if (path !== tool.defaultPath && !process.env[tool.envVar]) {
    console.error(`${tool.name} is at ${path}: run the tests with ${tool.envVar}=${path}`)
    misplaced = true
  } else {
    console.log(`Tests use ${tool.name} at ${path}`)
  }
}
if (misplaced) process.exit(1)
