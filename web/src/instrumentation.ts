/**
 * Runs once when the server starts: puts the site's gate in front of `next start`'s HTTP server
 * (security/serverGate.ts), for the requests Next answers or fails on before the proxy runs, and
 * says so when the server is given another site address than the one it was built with.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const {installServerGate} = await import('./security/serverGate')
  installServerGate()
  const {siteUrlMismatch} = await import('./seo/siteUrl')
  const mismatch = siteUrlMismatch(process.env)
  if (mismatch) console.warn(mismatch)
}
