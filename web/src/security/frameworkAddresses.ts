/**
 * Addresses that belong to Next's own machinery, not to a page: a page's flight data or segment data
 * as files (`/about.rsc`, `/pilots/page/2.rsc`, `/about.segments/_tree.segment.rsc`). The site's
 * client never asks for them (it asks for a page with Next's request headers); asked by a visitor, Next
 * rendered a 404 as flight data on every request and let a CDN keep it. The request gate
 * (security/requestGate.ts) hands them to Next as the not-found page it keeps instead: cheap, and never
 * shareable. Only the gate sees them as asked: Next reads `.rsc` off a path before the proxy runs.
 */
import {isFrameworkFile} from '@site/routes'

/** The files are told by @site/routes, which also keeps editors' redirects off them. */
export const isFrameworkAddress = (pathname: string): boolean => isFrameworkFile(pathname)
