/**
 * Inter, self-hosted (no font download at build or run time): the @fontsource-variable/inter latin
 * file cut by scripts/subset-font.mjs to the weights the site uses (31 KB instead of 47 KB, which
 * a phone downloads before its first paint). next/font adds a size-adjusted fallback, so the swap
 * does not shift the layout.
 */
import localFont from 'next/font/local'

export const inter = localFont({
  src: '../../generated/inter-latin-wght-400-800.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 800',
})
