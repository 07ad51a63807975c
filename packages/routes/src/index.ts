/**
 * @site/routes: the route table (routeTable.ts), which page an address asks for (addressOf.ts) and the
 * rules of editors' redirects (redirects.ts). The Studio and the site import the package from here.
 */
export * from './addressOf.ts'
export * from './redirects.ts'
export * from './routeTable.ts'
