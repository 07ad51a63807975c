/**
 * A value from a request, made safe to put in a log line: control characters (a newline would start
 * a forged line) are written as escapes, and a long value is cut, so one request writes one short line.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g
export const LOGGED_VALUE_MAX_CHARS = 200

export function logSafe(value: unknown, max = LOGGED_VALUE_MAX_CHARS): string {
  const text = String(value)
  const escaped = text.replace(CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return escaped.length > max ? `${escaped.slice(0, max)}… (${text.length} chars)` : escaped
}
