'use client'
// Imported by app/unrendered/page.js and never rendered: Next still gives the page its script
// (vercel/next.js#96042), which is why the site's previews have a route of their own.
export function Unrendered() {
  return <p>canary-unrendered-client</p>
}
