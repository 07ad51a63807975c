/**
 * The site's Trusted Types default policy, as the inline script the root layout puts at the top of
 * every page's body (before Next's bootstrap, so before any script of the site can reach a sink).
 * Pages under `pnpm start` require Trusted Types (security/headers.ts): a string then reaches a
 * script or HTML sink only through this policy, and it lets through only what the site itself does:
 * - a script URL on this origin under /_next/static/ (Turbopack and React add chunk scripts on navigations);
 * - HTML without a tag (`<`), which can only ever be text: React writes JSON-LD blocks with innerHTML;
 *   and exactly `<script></script>`, which React writes into a detached div to make a script element
 *   it renders in the browser (a script made by innerHTML never runs);
 * - script text that is JSON, which runs as nothing.
 * (The script spells `</script>` as `<\/script>`, the same string, which would otherwise end the script element.)
 * Anything else throws, so content that found its way into a sink is refused instead of run. Browsers
 * without Trusted Types skip it. The page's policy allows this script by hash (security/pageScripts.ts).
 */
export const TRUSTED_TYPES_POLICY =
  'if(window.trustedTypes&&trustedTypes.createPolicy)trustedTypes.createPolicy("default",{' +
  'createScriptURL:function(u){var a=new URL(u,location.href);' +
  'if(a.origin===location.origin&&a.pathname.indexOf("/_next/static/")===0)return u;' +
  'throw new TypeError("Trusted Types: script URL refused: "+a.href)},' +
  'createHTML:function(h){if(h.indexOf("<")===-1||h==="<script><\\/script>")return h;' +
  'throw new TypeError("Trusted Types: HTML with a tag refused")},' +
  'createScript:function(s){try{JSON.parse(s)}catch(e){throw new TypeError("Trusted Types: script text refused")}return s}})'
