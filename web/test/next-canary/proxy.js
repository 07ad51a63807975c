// A proxy that does nothing, on one path: with a proxy file, Next builds a web Request for a request
// before the proxy runs, and Node's Request refuses the TRACE method (a 500 with a stack). The site's
// request gate (src/security/requestGate.ts) answers TRACE with 405 before Next sees it.
import {NextResponse} from 'next/server'

export function proxy() {
  return NextResponse.next()
}

export const config = {matcher: '/proxied'}
