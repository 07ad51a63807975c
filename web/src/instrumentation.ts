/**
 * Runs once when the server starts: says so when the server is given another site address than the
 * one it was built with.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const {siteUrlMismatch} = await import('./seo/siteUrl')
  const mismatch = siteUrlMismatch(process.env)
  if (mismatch) console.warn(mismatch)
}
