/**
 * Everything a chaos run starts, on 127.0.0.1, and the handles the schedule's faults pull: a Content
 * Lake stand-in holding the starting content, read through the fault-injecting front; one Redis the
 * two instances share; two production servers (A and B) of the Lake-mode build; Varnish with the
 * site's configuration in front of A (its backend is one host and port), reached by the instances'
 * purges through a front that can fail them. It also says what is down at each moment (`conditions`),
 * so an answer can be read against what was happening. stop() ends every process it started, by its
 * own handle, whatever state the run left it in.
 */
import {rmSync} from 'node:fs'
import {dirname} from 'node:path'
import {IMAGES_DIR} from '@site/content/paths'
import {startLakeStandIn} from '@site/lake-standin'
import {DATASET, lakeSiteEnv, PROJECT_ID} from '@site/test-harness/stack-config'
import {startFaultyLake, type LakeFault} from '../../test/support/faultyLake.ts'
import {freePort} from '../../test/support/freePort.ts'
import {startPublishServer, WEBHOOK_SECRET, type PublishServer} from '../../test/support/productionServer.ts'
import {startRedis} from '../../test/support/redisServer.ts'
import {startVarnish} from '../../test/support/varnishServer.ts'
import {writeStartingDataset} from './content.ts'
import {startPurgeFront} from './purgeFront.ts'
import type {Instance} from './schedule.ts'

/** How late a `slow` Lake answers: later than the site's Lake client waits (3 s), as a congested Lake would. */
const SLOW_LAKE_MS = 5_000

/** Ports on 127.0.0.1 nothing listens on, all different. */
async function freePorts(count: number) {
  const ports = new Set<number>()
  while (ports.size < count) ports.add(await freePort())
  return [...ports]
}

export interface WorldOptions {
  /** The Lake-mode build to serve, a folder of web/. */
  dist: string
  /** SITE_CATCH_UP_INTERVAL_S of every instance. */
  catchUpS: number
}

export async function startWorld({dist, catchUpS}: WorldOptions) {
  const stoppers: (() => Promise<unknown>)[] = []
  /** What is down or failing now ('A down', 'Lake error', …). */
  const conditions = new Set<string>()
  const datasetFile = writeStartingDataset()
  stoppers.push(async () => rmSync(dirname(datasetFile), {recursive: true, force: true}))
  const stop = async () => {
    const errors: unknown[] = []
    for (const stopOne of stoppers.splice(0).reverse()) await stopOne().catch((error: unknown) => errors.push(error))
    if (errors.length) throw new AggregateError(errors, 'stopping the chaos run')
  }
  try {
    const lake = await startLakeStandIn({file: datasetFile, imagesDir: IMAGES_DIR, projectId: PROJECT_ID, dataset: DATASET})
    stoppers.push(() => lake.close())
    const front = await startFaultyLake(lake.apiHost, {slowMs: SLOW_LAKE_MS})
    stoppers.push(() => front.close())
    let redis = await startRedis()
    stoppers.push(() => redis.stop())
    const [edgePort, purgePort, portA, portB] = (await freePorts(4)) as [number, number, number, number]
    const purges = await startPurgeFront(`http://127.0.0.1:${purgePort}`)
    stoppers.push(() => purges.close())

    const instanceEnv = {
      ...lakeSiteEnv(front.apiHost),
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: 'chaos:',
      VARNISH_PURGE_URL: purges.url,
      SITE_CATCH_UP_INTERVAL_S: String(catchUpS),
    }
    const ports: Record<Instance, number> = {A: portA, B: portB}
    const instances = {} as Record<Instance, PublishServer>
    const startInstance = async (name: Instance) => {
      instances[name] = await startPublishServer({fromDist: dist, env: instanceEnv, port: ports[name], waitForConsistency: true})
    }
    // Each instance is stopped through the handle it has then (a killed one was started again).
    stoppers.push(() => instances.A?.stop() ?? Promise.resolve())
    stoppers.push(() => instances.B?.stop() ?? Promise.resolve())
    await Promise.all([startInstance('A'), startInstance('B')])
    let varnish = await startVarnish({backendPort: portA, port: edgePort, purgePort})
    let varnishStarts = 1
    stoppers.push(() => varnish.stop())

    const during = async (condition: string, change: () => Promise<unknown>) => {
      conditions.add(condition)
      await change()
    }
    return {
      lake,
      /** Where the reader and the comparison ask: each instance directly, and the edge (Varnish, in front of A). */
      urls: {A: instances.A.url, B: instances.B.url, edge: varnish.url},
      instanceUrl: (name: Instance) => instances[name].url,
      conditions: () => [...conditions],
      isDown: (condition: string) => conditions.has(condition),
      /** The instance's process group killed outright (SIGKILL: no shutdown of any kind), its build copy removed. */
      kill: (name: Instance) =>
        during(`${name} down`, async () => {
          process.kill(-instances[name].pid, 'SIGKILL')
          await instances[name].stop()
        }),
      /** A new instance on the same port, from the build, once it answers. */
      async startAgain(name: Instance) {
        await startInstance(name)
        conditions.delete(`${name} down`)
      },
      flushRedis: () => redis.flushAll(),
      freezeRedis: () =>
        during('Redis frozen', async () => {
          redis.pause()
        }),
      thawRedis() {
        redis.resume()
        conditions.delete('Redis frozen')
      },
      stopRedis: () => during('Redis down', () => redis.stop()),
      async startRedis() {
        redis = await startRedis({port: redis.port})
        conditions.delete('Redis down')
      },
      setLake(fault: LakeFault) {
        for (const condition of conditions) if (condition.startsWith('Lake ')) conditions.delete(condition)
        if (fault !== 'none') conditions.add(`Lake ${fault}`)
        front.setFault(fault)
      },
      failPurges(on: boolean) {
        if (on) conditions.add('purges failing')
        else conditions.delete('purges failing')
        purges.fail(on)
      },
      stopVarnish: () => during('Varnish down', () => varnish.stop()),
      /** How many times Varnish has been started: a new one has kept nothing. */
      varnishStarts: () => varnishStarts,
      async startVarnish() {
        varnish = await startVarnish({backendPort: portA, port: edgePort, purgePort})
        varnishStarts++
        conditions.delete('Varnish down')
      },
      /** A fresh instance of the build reading the Lake itself: no Redis, no edge, no fault in between. */
      async startReference() {
        const reference = await startPublishServer({
          fromDist: dist,
          env: {...lakeSiteEnv(lake.apiHost), SITE_CATCH_UP_INTERVAL_S: String(catchUpS)},
        })
        stoppers.push(() => reference.stop())
        return reference.url
      },
      /** Where the Lake sends a document's webhook from now on: nowhere, or one instance. */
      sendWebhooksTo(name: Instance | null) {
        lake.setWebhook(name ? {url: `${instances[name].url}/api/revalidate`, secret: WEBHOOK_SECRET} : undefined)
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

export type World = Awaited<ReturnType<typeof startWorld>>
