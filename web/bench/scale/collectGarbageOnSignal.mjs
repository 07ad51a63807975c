/**
 * Loaded into the benchmarked server only (`NODE_OPTIONS=--expose-gc --import=…`, bench/scale.ts): on
 * SIGUSR2 the process collects its garbage twice and prints, on one line, its memory after each:
 * - `full`: a full collection, as V8 runs it under load. V8 then keeps the pages it has freed and the
 *   heap size it grew to, so resident memory mixes what the process holds with what it has not given back;
 * - `reduced`: a collection that also gives back what it can (V8's `last-resort` flavour, what it runs
 *   when memory runs short), so what stays resident is what the process really holds.
 * Each stage also splits the resident memory by mapping (/proc/self/smaps): V8's heap pages (anonymous
 * mappings of 256 KiB, its page size on 64-bit) and the C allocator's heap (`[heap]`, which it does not
 * give back while a block above the freed ones is in use).
 */
import {readFileSync} from 'node:fs'

function residentByMapping() {
  let v8Pages = 0
  let mallocHeap = 0
  let mapping = {name: '', kib: 0}
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line)
    if (range) {
      mapping = {name: range[3], kib: (parseInt(range[2], 16) - parseInt(range[1], 16)) / 1024}
      continue
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line)
    if (!rss) continue
    if (mapping.name === '[heap]') mallocHeap += Number(rss[1]) * 1024
    else if (mapping.name === '' && mapping.kib === 256) v8Pages += Number(rss[1]) * 1024
  }
  return {v8Pages, mallocHeap}
}

const stage = () => ({...process.memoryUsage(), ...residentByMapping()})

process.on('SIGUSR2', () => {
  globalThis.gc({type: 'major', execution: 'sync'})
  const full = stage()
  globalThis.gc({type: 'major', execution: 'sync', flavor: 'last-resort'})
  console.log(`[bench] memory after garbage collections ${JSON.stringify({full, reduced: stage()})}`)
})
