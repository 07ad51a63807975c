/**
 * The whole publish path on one machine, for the Studio browser tests and `pnpm bench:publish`:
 * the Lake stand-in; the Studio built with its API host pointed at the stand-in and served
 * statically; and a production build of the site in Lake mode (its own dist dir) served by
 * `next start`, receiving the stand-in's signed webhook. stop() ends every process it started.
 */
import {spawn, type ChildProcess} from 'node:child_process'
import {rmSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {DATA_FILE} from '../../content/src/paths.ts'
import {startLakeStandIn, type LakeStandIn} from './server.ts'
import {serveStatic} from './static.ts'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
export const STUDIO_DIR = join(ROOT, 'studio')
export const WEB_DIR = join(ROOT, 'web')
/** The Studio's project id in these tests (its default when none is configured). */
export const PROJECT_ID = 'offline0'
export const DATASET = 'production'
export const WEBHOOK_SECRET = 'studio-stack-webhook-secret'
/** The token the browser holds; the stand-in accepts any. */
export const STUDIO_TOKEN = 'studio-stack-token'
/** Where the Lake-mode site and the stand-in-pointed Studio are built (both ignored by git). */
const SITE_DIST = '.next-lake'
const STUDIO_DIST = '.dist-standin'

function run(command: string, args: string[], cwd: string, env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const output: string[] = []
    const child = spawn(command, args, {
      cwd,
      env: {...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk) => output.push(String(chunk)))
    child.stderr.on('data', (chunk) => output.push(String(chunk)))
    child.on('error', reject)
    child.on('close', (status) =>
      status === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${status}):\n${output.join('').slice(-4000)}`)),
    )
  })
}

function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || !child.pid) return
  // next start forks a next-server child: end the whole process group we started.
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    try {
      process.kill(-child.pid, signal)
    } catch {
      return
    }
  }
}

async function waitFor(url: string, child: ChildProcess, logs: string[]) {
  const deadline = Date.now() + 90_000
  for (;;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${url} did not come up:\n${logs.join('').slice(-4000)}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

export interface StackOptions {
  /** Port of the site's production server. */
  sitePort: number
  /** The dataset the stand-in starts with (default: the bundled launch dataset). */
  file?: string
  /** The site's 3-second wait for the Content Lake to settle after a webhook (production: on). */
  waitForConsistency?: boolean
  /** Build the Studio and the Lake-mode site (default); false reuses the last builds of this stack. */
  build?: boolean
  /** The stand-in's HTTPS port (default: the site's plus 100). */
  studioApiPort?: number
  /** The Studio's port (default: the site's plus 200). */
  studioPort?: number
}

export async function startStudioStack({
  sitePort,
  file = DATA_FILE,
  waitForConsistency = false,
  build = true,
  // The Studio reaches the stand-in over HTTPS + HTTP/2 on a port baked into its build, so that
  // port is fixed per build: by default the site's plus 100 (E2E_PORT 3214 → 3314), clear of
  // neighbouring E2E ports.
  studioApiPort = sitePort + 100,
  // The Studio itself is served by default on the site's port plus 200: the site's frame-ancestors
  // policy, fixed at its build, names this origin so the Presentation tool may show the site in its frame.
  studioPort = sitePort + 200,
}: StackOptions) {
  const studioUrl = `http://127.0.0.1:${studioPort}`
  const lake: LakeStandIn = await startLakeStandIn({file, projectId: PROJECT_ID, dataset: DATASET, http2Port: studioApiPort})
  const siteUrl = `http://127.0.0.1:${sitePort}`
  const processes: ChildProcess[] = []
  const closers: (() => Promise<void>)[] = [() => lake.close()]
  const stop = async () => {
    for (const child of processes) stopGroup(child)
    for (const close of closers.reverse()) await close()
  }
  try {
    if (build) {
      await Promise.all([
        run(join(STUDIO_DIR, 'node_modules', '.bin', 'sanity'), ['build', STUDIO_DIST, '--yes'], STUDIO_DIR, {
          // The Studio calls https://<project>.localhost:<port> and https://localhost:<port>: both the stand-in.
          SANITY_STUDIO_API_HOST: `https://localhost:${studioApiPort}`,
          SANITY_STUDIO_PROJECT_ID: PROJECT_ID,
          SANITY_STUDIO_DATASET: DATASET,
          SANITY_STUDIO_SITE_URL: siteUrl,
        }),
        // web's own build steps before next build (the subset font next/font reads).
        run(process.execPath, ['scripts/subset-font.mjs'], WEB_DIR, {}).then(() =>
          run(join(WEB_DIR, 'node_modules', '.bin', 'next'), ['build'], WEB_DIR, {
            NEXT_DIST_DIR: SITE_DIST,
            ...siteEnv(lake, siteUrl, studioUrl),
          }),
        ),
      ])
    }
    const studio = await serveStatic(join(STUDIO_DIR, STUDIO_DIST), studioPort)
    closers.push(() => studio.close())

    const logs: string[] = []
    const site = spawn(join(WEB_DIR, 'node_modules', '.bin', 'next'), ['start', '-H', '127.0.0.1', '-p', String(sitePort)], {
      cwd: WEB_DIR,
      env: {
        ...process.env,
        ...siteEnv(lake, siteUrl, studioUrl),
        // Draft mode reads drafts with a token (server side only); the stand-in accepts any.
        SANITY_API_READ_TOKEN: STUDIO_TOKEN,
        NEXT_DIST_DIR: SITE_DIST,
        NEXT_TELEMETRY_DISABLED: '1',
        SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
        SANITY_WEBHOOK_SKIP_CONSISTENCY_WAIT: waitForConsistency ? 'false' : 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    processes.push(site)
    site.stdout.on('data', (chunk) => logs.push(String(chunk)))
    site.stderr.on('data', (chunk) => logs.push(String(chunk)))
    await waitFor(`${siteUrl}/`, site, logs)
    lake.setWebhook({url: `${siteUrl}/api/revalidate`, secret: WEBHOOK_SECRET})

    return {
      lake,
      studioUrl: studio.url,
      siteUrl,
      /** The site server's output (the revalidate route logs each accepted webhook). */
      siteLogs: logs,
      /** Fetches a page as a visitor would. */
      async page(path: string) {
        const response = await fetch(`${siteUrl}${path}`, {redirect: 'manual'})
        return {status: response.status, location: response.headers.get('location'), html: await response.text()}
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

function siteEnv(lake: LakeStandIn, siteUrl: string, studioUrl: string) {
  return {
    NEXT_PUBLIC_SANITY_STUDIO_URL: studioUrl,
    NEXT_PUBLIC_SANITY_PROJECT_ID: PROJECT_ID,
    NEXT_PUBLIC_SANITY_DATASET: DATASET,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    SANITY_API_HOST: lake.url,
  }
}

/** Removes this stack's builds. */
export function removeStackBuilds() {
  rmSync(join(WEB_DIR, SITE_DIST), {recursive: true, force: true})
  rmSync(join(STUDIO_DIR, STUDIO_DIST), {recursive: true, force: true})
}

export type StudioStack = Awaited<ReturnType<typeof startStudioStack>>
