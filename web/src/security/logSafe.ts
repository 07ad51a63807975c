/**
 * A value from a request, made safe to put in a log line: control characters (a newline would start
 * a forged line) are written as escapes, and a long value is cut, so one request writes one short line.
 */
const LOGGED_VALUE_MAX_CHARS = 200

/** C0 and C1 controls, DEL, and the two line separators JavaScript and some log viewers break lines at. */
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029

export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (isControl(text.charCodeAt(index))) return true
  return false
}

export function logSafe(value: unknown, max = LOGGED_VALUE_MAX_CHARS): string {
  const text = String(value)
  let escaped = ''
  for (const char of text) {
    const code = char.charCodeAt(0)
    escaped += isControl(code) ? `\\u${code.toString(16).padStart(4, '0')}` : char
    if (escaped.length > max) return `${escaped.slice(0, max)}… (${text.length} chars)`
  }
  return escaped
}
