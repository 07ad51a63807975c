/**
 * Starts Debian's redis-server on a free 127.0.0.1 port, without persistence, for tests of the shared
 * cache; keyCount() says how many entries it holds, clientCount() how many connections it has;
 * pause() and resume() freeze it (a Redis that keeps its connections but stops answering); stop() ends
 * it. REDIS_SERVER_PATH points at another binary.
 */
import {spawn} from 'node:child_process'
import {connect} from 'node:net'
import {freePort} from './freePort.ts'

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('data', (chunk) => {
      socket.destroy()
      resolve(String(chunk).startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
    socket.write('PING\r\n')
  })
}

/** The number of keys in the server's database (DBSIZE). */
function keyCount(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('data', (chunk) => {
      socket.destroy()
      const answer = /^:(\d+)\r\n/.exec(String(chunk))
      if (answer) resolve(Number(answer[1]))
      else reject(new Error(`DBSIZE answered ${JSON.stringify(String(chunk))}`))
    })
    socket.once('error', reject)
    socket.write('DBSIZE\r\n')
  })
}

/** Empties the server's database (FLUSHALL), as a Redis restarted without its data would be; resolves with its answer. */
function flushAll(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('data', (chunk) => {
      socket.destroy()
      resolve(String(chunk).trim().replace(/^\+/, ''))
    })
    socket.once('error', reject)
    socket.write('FLUSHALL\r\n')
  })
}

/** The connections other clients hold to the server (CLIENT LIST, without the one asking). */
function clientCount(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let reply = ''
    socket.on('data', (chunk) => {
      reply += String(chunk)
      const header = /^\$(\d+)\r\n/.exec(reply)
      if (!header) {
        if (reply.includes('\r\n')) reject(new Error(`CLIENT LIST answered ${JSON.stringify(reply)}`))
        return
      }
      const body = reply.slice(header[0].length)
      if (Buffer.byteLength(body) < Number(header[1])) return
      socket.destroy()
      resolve(body.split('\n').filter((line) => line.startsWith('id=') && !/ cmd=client\|list /.test(line)).length)
    })
    socket.once('error', reject)
    socket.write('CLIENT LIST\r\n')
  })
}

/** port: start on this port (e.g. again where a stopped server was, for clients that reconnect). */
export async function startRedis({port: fixedPort = 0} = {}) {
  const port = fixedPort || (await freePort())
  const binary = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server'
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  child.stdout.on('data', (chunk) => output.push(String(chunk)))
  child.stderr.on('data', (chunk) => output.push(String(chunk)))
  const deadline = Date.now() + 15_000
  while (!(await answersPing(port))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server did not start:\n${output.join('')}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    keyCount: () => keyCount(port),
    clientCount: () => clientCount(port),
    flushAll: () => flushAll(port),
    /** Freezes the server: connections stay open, commands get no answer (a hung or overloaded Redis). */
    pause() {
      child.kill('SIGSTOP')
    },
    resume() {
      child.kill('SIGCONT')
    },
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGCONT')
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
