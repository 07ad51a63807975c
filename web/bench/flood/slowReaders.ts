/**
 * The slow readers of `pnpm --filter web bench:flood`, run as a process of their own so their work does
 * not weigh on the visitor the benchmark times: `node bench/flood/slowReaders.ts URL COUNT PAGE`
 * opens COUNT connections to URL from 127.0.0.1, each asks for PAGE once (uncompressed, as the largest
 * answer) and reads one chunk of it a second. On SIGTERM it prints, as one JSON line, how many were
 * answered 200, refused (503) or closed before any answer, and ends.
 */
import {connect, type Socket} from 'node:net'

const [url, count, page] = process.argv.slice(2)
const {hostname, port} = new URL(url!)
const tally = {opened: 0, ok: 0, refused: 0, closedUnanswered: 0}
const sockets: Socket[] = []

function slowReader() {
  const socket = connect({host: hostname, port: Number(port)})
  let head = ''
  let counted = false
  socket.on('error', () => {})
  socket.on('connect', () => {
    tally.opened++
    socket.write(`GET ${page} HTTP/1.1\r\nHost: ${hostname}\r\nAccept-Encoding: identity\r\n\r\n`)
  })
  // One chunk, then a pause of a second: what a client on a very slow link reads.
  socket.on('data', (chunk) => {
    if (!counted) {
      head += chunk.toString('latin1', 0, 16)
      const status = head.match(/^HTTP\/1\.1 (\d{3})/)?.[1]
      if (status) {
        counted = true
        if (status === '200') tally.ok++
        else if (status === '503') tally.refused++
      }
    }
    socket.pause()
    setTimeout(() => socket.resume(), 1_000).unref()
  })
  socket.on('close', () => {
    if (!counted) tally.closedUnanswered++
  })
  sockets.push(socket)
}

// Opened 100 at a time, as fast as the machine accepts them.
const total = Number(count)
const timer = setInterval(() => {
  for (let i = 0; i < 100 && sockets.length < total; i++) slowReader()
  if (sockets.length >= total) clearInterval(timer)
}, 10)

// Alive until told to end, though every connection may be closed (refused, or read in full) by then.
setInterval(() => {}, 60_000)
process.once('SIGTERM', () => {
  clearInterval(timer)
  for (const socket of sockets) socket.destroy()
  // Written before exiting: to a pipe, console.log's output may still be queued when the process ends.
  process.stdout.write(JSON.stringify(tally) + '\n', () => process.exit(0))
})
