// A proxy on two paths. /proxied: with a proxy file, Next builds a web Request for a request before the
// proxy runs, and Node's Request refuses the TRACE method (a 500 with a stack); the site's request gate
// (src/security/requestGate.ts) answers TRACE with 405 before Next sees it. /rewritten: rewritten to
// /proxied, as src/proxy.ts rewrites an editor's preview; a server started with `-H` fetches the rewrite
// over HTTP (vercel/next.js#94745), so the proxy sees /proxied too and its mark reaches the answer.
import {NextResponse} from 'next/server'

export function proxy(request) {
  if (request.nextUrl.pathname === '/rewritten') return NextResponse.rewrite(new URL('/proxied', request.url))
  const response = NextResponse.next()
  response.headers.set('x-canary-proxied', 'seen')
  return response
}

export const config = {matcher: ['/proxied', '/rewritten']}
