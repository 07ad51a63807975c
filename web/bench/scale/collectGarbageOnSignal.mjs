/**
 * Loaded into the benchmarked server only (`NODE_OPTIONS=--expose-gc --import=…`, bench/scale.ts): on
 * SIGUSR2 the process runs a full garbage collection, then prints its memory on one line. V8 keeps
 * garbage while memory allows, and keeps the pages it freed, so a server's resident memory after many
 * publishes mixes what it holds with what it has not given back; the JavaScript heap in use just
 * after a collection is what the process really keeps.
 */
process.on('SIGUSR2', () => {
  globalThis.gc({type: 'major', execution: 'sync'})
  console.log(`[bench] memory after a full garbage collection ${JSON.stringify(process.memoryUsage())}`)
})
