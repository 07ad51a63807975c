/**
 * Gives every command of a Redis client a deadline that holds even once it is on the wire, and fails the
 * next at once while one has gone unanswered (docs/decisions/0004-redis-command-deadline.md).
 * connection.mjs wraps each client it makes with it.
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
