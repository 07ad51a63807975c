/**
 * Gives every command of a Redis client a deadline that holds even once the command is on the wire.
 * @redis/client's own abort signal only drops commands still waiting to be written, which leaves a
 * Redis that accepts the connection but never answers waiting forever
 * (docs/decisions/0004-redis-command-deadline.md). The cache handler asks for
 * `client.withAbortSignal(signal).get(…)`; here that call also settles as soon as the signal fires,
 * with an error the handler treats as a miss.
 * The command itself stays queued in the client and completes, unread, whenever Redis answers.
 *
 * Once a command has gone unanswered, later ones fail at once instead of each waiting out its
 * deadline (a page asks several), until Redis answers one of the commands still on the wire or the
 * client reconnects: a visitor then waits one deadline at most, not one per command.
 */

/**
 * client: a connected @redis/client; health: {ok, late(reason), answered()}: whether Redis answers,
 * and the calls that change it (the caller logs each change).
 */
export function withCommandDeadline(client, health) {
  function settleBy(signal, run) {
    return new Promise((resolve, reject) => {
      if (!health.ok) {
        reject(new Error('Redis is not answering'))
        return
      }
      const onAbort = () => {
        health.late('no answer in time')
        reject(new Error('Redis did not answer in time'))
      }
      if (signal.aborted) {
        onAbort()
        return
      }
      signal.addEventListener('abort', onAbort, {once: true})
      run().then(
        (value) => {
          signal.removeEventListener('abort', onAbort)
          health.answered()
          resolve(value)
        },
        (error) => {
          signal.removeEventListener('abort', onAbort)
          reject(error)
        },
      )
    })
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'withAbortSignal') {
        return (signal) => {
          const native = target.withAbortSignal(signal)
          return new Proxy(native, {
            get(commands, name) {
              const command = Reflect.get(commands, name)
              if (typeof command !== 'function') return command
              return (...args) => settleBy(signal, () => command.apply(commands, args))
            },
          })
        }
      }
      const value = Reflect.get(target, property)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
