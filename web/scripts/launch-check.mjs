// Before `next build`: the launch checklist's counts in one line, so every build of the bundled
// dataset says how much sample content the site still shows (`pnpm content:check` lists it).
// LAUNCH_CHECK=strict makes the build refuse any open item, for the bundled dataset or, with a project
// configured, the Content Lake dataset the site will read (without strict, a Lake build is not
// checked here: `pnpm content:check` does that).
import {checkDocuments, summaryLine} from '@site/launch-check'
import {describeSource, readDocuments, sourceFromEnv} from '@site/launch-check/source'

const strict = process.env.LAUNCH_CHECK === 'strict'
const source = sourceFromEnv()

if (source.kind === 'file' || strict) {
  try {
    const items = checkDocuments(await readDocuments(source, {timeoutMs: 20_000}))
    console.warn(`${summaryLine(items)}${items.length ? '; pnpm content:check lists them' : ''}`)
    if (strict && items.length) {
      console.error(`LAUNCH_CHECK=strict: ${describeSource(source)} still has open items; the build stops here.`)
      process.exitCode = 1
    }
  } catch (error) {
    console.error(`launch checklist: ${error.message}`)
    // Only a strict build depends on the check; otherwise a dataset the check cannot read is the build's to report.
    if (strict) process.exitCode = 1
  }
}
