/**
 * Addresses of Next's own machinery, not pages: flight or segment data asked as files (`/about.rsc`,
 * `/about.segments/_tree.segment.rsc`). The site's client never asks for them; the request gate hands them to
 * the cached not-found page (docs/decisions/0005-request-gate-answers-before-next.md). Only the gate sees them.
 */
import {isFrameworkFile} from '@site/routes'

/** The files are told by @site/routes, which also keeps editors' redirects off them. */
export const isFrameworkAddress = (pathname: string): boolean => isFrameworkFile(pathname)
