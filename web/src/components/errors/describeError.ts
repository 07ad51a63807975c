/**
 * What the error screen says went wrong: the HTTP status (with its text) when the thrown value carries
 * one, otherwise its message; anything else thrown is turned into text.
 */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const {status, statusText, message} = error as {status?: unknown; statusText?: unknown; message?: unknown}
    if (typeof status === 'number' || (typeof status === 'string' && status)) {
      return typeof statusText === 'string' && statusText ? `${status} ${statusText}` : String(status)
    }
    if (typeof message === 'string' && message) return message
  }
  if (typeof error === 'string' && error) return error
  return 'Something went wrong.'
}
