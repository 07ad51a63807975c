/**
 * Runs once when the server starts. Node's fetch implementation refuses to build a Request for the
 * methods the Fetch standard forbids (TRACE, TRACK), and Next builds one for every request before
 * the proxy or any route runs: such a request used to end in a 500 with a stack in the log. The HTTP
 * server `next start` owns is the only layer that sees them first, so they are answered there.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const {refuseForbiddenMethods} = await import('./security/forbiddenMethods')
  refuseForbiddenMethods()
}
