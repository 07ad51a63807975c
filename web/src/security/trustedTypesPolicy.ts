/**
 * The site's Trusted Types default policy, the inline script the root layout puts first in every page's body.
 * Pages under `pnpm start` require Trusted Types (headers.ts), so a string reaches a script or HTML sink only
 * through it, and it lets through only what the site does: script URLs under /_next/static/, HTML without a tag
 * (React's JSON-LD, and the `<script></script>` React writes to make a script element), and JSON script text.
 * Anything else throws. (`<\/script>` keeps the string from ending the script element.)
 */
export const TRUSTED_TYPES_POLICY =
  'if(window.trustedTypes&&trustedTypes.createPolicy)trustedTypes.createPolicy("default",{' +
  'createScriptURL:function(u){var a=new URL(u,location.href);' +
  'if(a.origin===location.origin&&a.pathname.indexOf("/_next/static/")===0)return u;' +
  'throw new TypeError("Trusted Types: script URL refused: "+a.href)},' +
  'createHTML:function(h){if(h.indexOf("<")===-1||h==="<script><\\/script>")return h;' +
  'throw new TypeError("Trusted Types: HTML with a tag refused")},' +
  'createScript:function(s){try{JSON.parse(s)}catch(e){throw new TypeError("Trusted Types: script text refused")}return s}})'
