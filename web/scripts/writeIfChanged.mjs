// Writes build inputs the way concurrent tasks can share them: the site's build and its type check
// both run the font and CSS scripts, and may run at the same time (the test command does). A file is
// replaced only when its content changes, in one rename, so a reader never sees half a file or none.
import {readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

/** Puts `data` at `file` unless it is there already. */
export function writeIfChanged(file, data) {
  try {
    if (Buffer.from(readFileSync(file)).equals(Buffer.from(data))) return
  } catch {
    // not written yet
  }
  const next = `${file}.${process.pid}.tmp`
  writeFileSync(next, data)
  renameSync(next, file)
}

/** Makes `name` the one file of `folder` (an older build's hashed file goes). */
export function writeAlone(folder, name, data) {
  writeIfChanged(join(folder, name), data)
  for (const other of readdirSync(folder)) if (other !== name && !other.endsWith('.tmp')) rmSync(join(folder, other), {force: true})
}
