// The HTML validity test runs the W3C Nu HTML Checker (vnu.jar), which needs a Java runtime. Finds
// `java` (JAVA_HOME or PATH), installs Debian's `default-jre-headless` package when running as root on
// Debian/Ubuntu, or stops with the exact command to run. Prints the Java it will use.
import {execSync, spawnSync} from 'node:child_process'
import {existsSync} from 'node:fs'
import {join} from 'node:path'

const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java'

/** The runtime's first `java -version` line, or null when there is no working java. */
function javaVersion() {
  const run = spawnSync(java, ['-version'], {encoding: 'utf8'})
  return run.status === 0 ? (run.stderr || run.stdout).split('\n')[0] : null
}

let version = javaVersion()
if (!version && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log("No Java found: installing Debian's default-jre-headless package (about a minute)…")
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless', {stdio: 'inherit'})
  version = javaVersion()
}
if (!version) {
  console.error(
    'The HTML validity test needs a Java runtime and none was found.\n' +
      '  On Debian/Ubuntu run:  sudo apt-get update && sudo apt-get install -y default-jre-headless\n' +
      '  Elsewhere install Java 11 or newer and put `java` on PATH (or set JAVA_HOME)',
  )
  process.exit(1)
}
console.log(`The HTML check uses ${java}: ${version}`)
