// Builds the site's one stylesheet, so the layout can put it inside the HTML instead of behind a
// render-blocking <link>: Next links every stylesheet imported through its pipeline, and its
// experimental.inlineCss copies the text into the RSC payload twice more (vercel/next.js#98079).
// The same Tailwind PostCSS plugin Next ran on src/app/globals.css compiles it here (minified by
// Tailwind's lightningcss step), preceded by the web font's @font-face and a metric-matched Arial
// fallback computed by next/font's own function, as next/font/local generated them before.
// Writes generated/siteCss.ts (the text, read by SiteStylesheet during server rendering only),
// generated/siteAssets.ts (the stylesheet file's address), public/styles/site.<hash>.css (the same text as a
// file, for the error screen rendered in the browser) and public/fonts/<font>.<hash>.woff2. Runs after subset-font.mjs, before `next build`
// and `next dev`; `--watch` rebuilds on every change under src/ while `next dev` runs.
import {createHash} from 'node:crypto'
import {mkdirSync, readFileSync, watch} from 'node:fs'
import {createRequire} from 'node:module'
import {fileURLToPath} from 'node:url'
import {writeAlone, writeIfChanged} from './writeIfChanged.mjs'
import tailwind from '@tailwindcss/postcss'
import postcss from 'postcss'

const require = createRequire(import.meta.url)
const web = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url))
const SOURCE = web('src/app/globals.css')
const FONT = web('generated/inter-latin-wght-400-800.woff2')
/**
 * `optional`, not `swap` (docs/benchmarks.md, "Findings behind the design"): with the CSS inline, LCP was the
 * same and only `optional` kept CLS at 0 (swap: 0.006 on /about). A visit whose font misses the first
 * ~100 ms keeps the metric-matched fallback for that page; later pages find the font in the cache.
 * Not preloaded either: on a phone's network a preloaded font still missed those 100 ms, and took the
 * bandwidth the page needed (simulated LCP −0.41 to −0.60 s without it; applied throttling −0.02 to −0.07 s).
 */
const FONT_DISPLAY = 'optional'

const hashOf = (data) => createHash('sha256').update(data).digest('hex').slice(0, 12)

/** Makes `name` the one file of the web folder `folder`. */
function replaceFolder(folder, name, data) {
  mkdirSync(web(folder), {recursive: true})
  writeAlone(web(folder), name, data)
}

/**
 * Inter's @font-face and next/font's size-adjusted local Arial face ("Inter Fallback"), from the two
 * modules next/font/local itself uses (Next exports no public way to call them). Guarded: every build
 * and type check runs this script, so an upgrade that moves them fails here at once, naming the path.
 */
function fontFaces(fontHref) {
  const fontkit = require('next/dist/compiled/@next/font/dist/fontkit').default
  const {getFallbackMetricsFromFontFile} = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file')
  const metrics = getFallbackMetricsFromFontFile((fontkit.default ?? fontkit)(readFileSync(FONT)), 'sans-serif')
  return (
    `@font-face{font-family:Inter;src:url(${fontHref}) format("woff2");font-display:${FONT_DISPLAY};font-weight:400 800}` +
    `@font-face{font-family:"Inter Fallback";src:local(Arial);ascent-override:${metrics.ascentOverride};` +
    `descent-override:${metrics.descentOverride};line-gap-override:${metrics.lineGapOverride};size-adjust:${metrics.sizeAdjust}}`
  )
}

async function build() {
  const font = readFileSync(FONT)
  const fontName = `inter-latin-wght-400-800.${hashOf(font)}.woff2`
  replaceFolder('public/fonts', fontName, font)
  const fontHref = `/fonts/${fontName}`

  const compiled = await postcss([tailwind({base: web(''), optimize: {minify: true}})]).process(readFileSync(SOURCE, 'utf8'), {
    from: SOURCE,
  })
  const css = fontFaces(fontHref) + compiled.css
  const cssName = `site.${hashOf(css)}.css`
  replaceFolder('public/styles', cssName, css)
  const header = '// Written by scripts/build-css.mjs; never edit.\n'
  mkdirSync(web('generated'), {recursive: true})
  writeIfChanged(web('generated/siteCss.ts'), `${header}export const siteCss = ${JSON.stringify(css)}\n`)
  writeIfChanged(web('generated/siteAssets.ts'), `${header}export const siteCssHref = ${JSON.stringify(`/styles/${cssName}`)}\n`)
  return css.length
}

const bytes = await build()
console.log(`build-css: ${(bytes / 1024).toFixed(1)} KB of CSS`)
if (process.argv.includes('--watch')) {
  let pending = null
  watch(web('src'), {recursive: true}, () => {
    clearTimeout(pending)
    // One rebuild for a burst of saves.
    pending = setTimeout(() => build().catch((error) => console.error('build-css:', error.message)), 100)
  })
}
