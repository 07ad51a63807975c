/**
 * Runs once when the server starts: puts the site's gate in front of `next start`'s HTTP server
 * (security/serverGate.ts), for the requests Next answers or fails on before the proxy runs.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const {installServerGate} = await import('./security/serverGate')
  installServerGate()
}
