/**
 * Reads a request body as text within a size limit and a deadline, so a client that sends too much or
 * trickles is cut off; one that gives up halfway is one outcome, not a stack. Called by verify.ts.
 */
export type BodyResult = {ok: true; text: string} | {ok: false; reason: 'too-large' | 'too-slow' | 'aborted'}

export async function readBody(request: Request, {maxBytes, timeoutMs}: {maxBytes: number; timeoutMs: number}): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return {ok: false, reason: 'too-large'}
  if (!request.body) return {ok: true, text: ''}
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<'too-slow'>((resolve) => {
    timer = setTimeout(() => resolve('too-slow'), timeoutMs)
  })
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline])
      if (next === 'too-slow') {
        reader.cancel().catch(() => {})
        return {ok: false, reason: 'too-slow'}
      }
      if (next.done) break
      size += next.value.byteLength
      if (size > maxBytes) {
        reader.cancel().catch(() => {})
        return {ok: false, reason: 'too-large'}
      }
      chunks.push(next.value)
    }
  } catch {
    // The client closed the connection before the body was complete.
    return {ok: false, reason: 'aborted'}
  } finally {
    clearTimeout(timer)
  }
  return {ok: true, text: new TextDecoder().decode(Buffer.concat(chunks))}
}
