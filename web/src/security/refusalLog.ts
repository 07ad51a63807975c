/**
 * Refusals logged without flooding the log (connectionLimits.ts, clientConcurrency.ts): the first
 * of a minute at once, naming its client, the others of that minute counted in one line at its end.
 */
const MINUTE_MS = 60_000

export function refusalLog(one: string, many: string, log: (line: string) => void = console.warn) {
  let minute: ReturnType<typeof setTimeout> | null = null
  let counted = 0
  return (client: string) => {
    if (minute) {
      counted++
      return
    }
    log(`[server] refused ${one} (from ${client})`)
    minute = setTimeout(() => {
      if (counted > 0) log(`[server] refused ${counted} more ${many} in the last minute`)
      minute = null
      counted = 0
    }, MINUTE_MS).unref()
  }
}
