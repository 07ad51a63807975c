/**
 * Starts Debian's Varnish on a free 127.0.0.1 port with the site's edge configuration as an operator
 * deploys it (deploy/varnish/default.vcl, its backends' .host and .port set to the site's, and a second
 * listener named `purge`, the only one that takes purges, at purgeUrl), for tests
 * and benchmarks of the edge; backendRequests() says how many requests it has sent the site (its
 * MAIN.backend_req counter, health probes not included), fetchesWhileSick() how many it did not send
 * because a health check counted the site sick; stop() ends it. VARNISHD_PATH points at another varnishd, VARNISH_VMOD_PATH at the
 * folder holding the xkey module when it is not Varnish's own.
 */
import {execFileSync, spawn} from 'node:child_process'
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {eventually} from '@site/test-harness/eventually'
import {freePort} from './freePort.ts'

const VCL = new URL('../../../deploy/varnish/default.vcl', import.meta.url)

/** The configuration as an operator deploys it: every backend's .host and .port set, nothing else changed. */
function deployedVcl(host: string, port: number) {
  return readFileSync(VCL, 'utf8')
    .replaceAll('.host = "127.0.0.1";', `.host = "${host}";`)
    .replaceAll('.port = "3000";', `.port = "${port}";`)
}

/** backendPort: the site's server; port and purgePort: where Varnish takes visitors and purges (free ones by default). */
export async function startVarnish({
  backendPort,
  port: fixedPort = 0,
  purgePort: fixedPurgePort = 0,
}: {
  backendPort: number
  port?: number
  purgePort?: number
}) {
  const port = fixedPort || (await freePort())
  const purgePort = fixedPurgePort || (await freePort())
  const work = mkdtempSync(join(tmpdir(), 'varnish-'))
  const vcl = join(work, 'default.vcl')
  writeFileSync(vcl, deployedVcl('127.0.0.1', backendPort))
  const binary = process.env.VARNISHD_PATH || '/usr/sbin/varnishd'
  const vmods = process.env.VARNISH_VMOD_PATH ? ['-p', `vmod_path=${process.env.VARNISH_VMOD_PATH}`] : []
  // -F: in the foreground, so it ends with this process's signal; -j none: no separate user, as the
  // tests run; -T none: no management port.
  const args = [
    '-F',
    '-j',
    'none',
    '-T',
    'none',
    '-n',
    join(work, 'state'),
    '-a',
    `127.0.0.1:${port}`,
    '-a',
    `purge=127.0.0.1:${purgePort}`,
    '-f',
    vcl,
    '-s',
    'malloc,64m',
    ...vmods,
  ]
  const child = spawn(binary, args, {stdio: ['ignore', 'pipe', 'pipe']})
  const output: string[] = []
  child.stdout.on('data', (chunk) => output.push(String(chunk)))
  child.stderr.on('data', (chunk) => output.push(String(chunk)))
  const url = `http://127.0.0.1:${port}`
  const purgeUrl = `http://127.0.0.1:${purgePort}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(work, {recursive: true, force: true})
  }
  try {
    // A purge naming no key: Varnish answers it itself (400), whatever the site does.
    await eventually(
      async () => (await fetch(purgeUrl, {method: 'PURGE'}).catch(() => null))?.status,
      (status) => status === 400,
      'varnishd answering',
      {timeoutMs: 30_000, intervalMs: 100, abort: () => (child.exitCode !== null ? `varnishd exited:\n${output.join('')}` : undefined)},
    )
  } catch (error) {
    await stop()
    throw error
  }
  /** One of varnishstat's counters, e.g. MAIN.backend_req. */
  const counter = (name: string) => {
    const line = execFileSync(process.env.VARNISHSTAT_PATH || '/usr/bin/varnishstat', ['-n', join(work, 'state'), '-1', '-f', name], {
      encoding: 'utf8',
    })
    return Number(new RegExp(`${name.replaceAll('.', '\\.')}\\s+(\\d+)`).exec(line)?.[1] ?? NaN)
  }
  const backendRequests = () => counter('MAIN.backend_req')
  /** Fetches not attempted because the site's health check counted it sick. */
  const fetchesWhileSick = () => counter('MAIN.backend_unhealthy')
  return {url, port, purgeUrl, output, backendRequests, fetchesWhileSick, stop}
}
