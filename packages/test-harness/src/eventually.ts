/**
 * The one way the tests wait: ask again until the answer is the expected one, and fail after a time
 * limit naming what was awaited and the last answer. Never a fixed sleep: a condition is awaited.
 */
export interface EventuallyOptions {
  timeoutMs?: number
  intervalMs?: number
  /** Says why to give up at once (e.g. the server being waited for has exited). */
  abort?: () => string | undefined
}

export async function eventually<T>(
  look: () => T | Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  {timeoutMs = 30_000, intervalMs = 100, abort}: EventuallyOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await look()
    if (accept(value)) return value
    const reason = abort?.()
    if (reason) throw new Error(`${what}: ${reason}`)
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s (last: ${describe(value)})`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

function describe(value: unknown) {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return (text ?? String(value)).slice(0, 200)
}
