/**
 * The fade-in stagger (the `.fade-in` rule in globals.css waits `--delay` before rising into place):
 * one place that turns a position on the page into that delay.
 */
import type {CSSProperties} from 'react'

/** The style that delays an element's fade-in by `seconds`. */
export function fadeInDelay(seconds: number): CSSProperties {
  return {'--delay': `${Number(seconds.toFixed(2))}s`} as CSSProperties
}
