/**
 * A production server of the site (web/server.ts, what `pnpm start` runs) on 127.0.0.1, on a private copy of a build, for
 * tests and benchmarks: each server writes its page cache into its own copy, so servers never share
 * (or spoil) the build other servers and tests read. stop() ends the server and removes the copy.
 * Written once for the site's publish tests, the Lake-fault tests and the Studio stack.
 */
import {spawn} from 'node:child_process'
import {existsSync, readFileSync} from 'node:fs'
import {cp, rm} from 'node:fs/promises'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {eventually} from './eventually.ts'

export const WEB_DIR = fileURLToPath(new URL('../../../web', import.meta.url))

/**
 * The production server's command line as `pnpm start` runs it: web/package.json's `start` script,
 * whose Node flags are part of how the server is meant to run (server.ts says why), with this
 * process's Node. Tests and benchmarks start the server with it, so they measure the server as deployed.
 */
export function serverCommand(): [string, ...string[]] {
  const {scripts} = JSON.parse(readFileSync(join(WEB_DIR, 'package.json'), 'utf8')) as {scripts: {start: string}}
  const [program, ...args] = scripts.start.trim().split(/\s+/)
  if (program !== 'node') throw new Error(`web/package.json's start script should run node, not ${program}: ${scripts.start}`)
  return [process.execPath, ...args]
}

export interface SiteServerOptions {
  /** The build to serve, relative to web/ (`.next`, `.next-lake`). */
  fromDist: string
  port: number
  env?: Record<string, string>
}

export async function startSiteServer({fromDist, port, env = {}}: SiteServerOptions) {
  const source = join(WEB_DIR, fromDist)
  if (!existsSync(join(source, 'BUILD_ID')))
    throw new Error(
      `No build at web/${fromDist}: run \`pnpm exec turbo run ${fromDist === '.next' ? 'build' : 'build:lake'} --filter=web\` first.`,
    )
  const distName = `.next-server-${process.pid}-${port}-${Date.now()}`
  const distDir = join(WEB_DIR, distName)
  // Copied and removed without blocking this process: a test timing other servers' answers meanwhile (the
  // chaos run restarting an instance) must not see its own event loop stalled as their silence.
  await cp(source, distDir, {
    recursive: true,
    // A server started from this build may be writing its cache into it meanwhile: a file it is still
    // writing (`….tmp`, renamed when done) can be gone by the time it would be copied.
    filter: (path) => !path.startsWith(join(source, 'cache')) && !path.startsWith(join(source, 'dev')) && !path.endsWith('.tmp'),
  })
  const url = `http://127.0.0.1:${port}`
  const logs: string[] = []
  const [node, ...args] = serverCommand()
  const child = spawn(node, [...args, '-H', '127.0.0.1', '-p', String(port)], {
    cwd: WEB_DIR,
    env: {...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, NEXT_DIST_DIR: distName},
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own lets stop() end whatever the server starts too.
    detached: true,
  })
  child.stdout.on('data', (chunk) => logs.push(String(chunk)))
  child.stderr.on('data', (chunk) => logs.push(String(chunk)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL')
        } catch {
          // already gone
        }
      }, 5_000)
      await exited
      clearTimeout(timer)
    }
    await rm(distDir, {recursive: true, force: true})
  }

  try {
    await eventually(
      async () => (await fetch(`${url}/`).catch(() => null))?.ok === true,
      Boolean,
      `the site server of web/${fromDist} on ${url}`,
      {
        timeoutMs: 90_000,
        abort: () => (child.exitCode !== null ? `it exited (${child.exitCode}):\n${logs.join('').slice(-4000)}` : undefined),
      },
    )
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    /** Everything the server printed so far. */
    logs,
    /** The server's build copy: its cache (pages rendered on demand, data) is written in here. */
    distDir,
    /** The server's process id: a benchmark reads its CPU time. */
    pid: child.pid!,
    stop,
  }
}

export type SiteServer = Awaited<ReturnType<typeof startSiteServer>>
