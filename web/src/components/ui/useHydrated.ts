/**
 * False in the server's HTML and during hydration, true once React runs the page in the browser. A
 * control that only works with JavaScript (a poster that plays in place, a share pop-up) renders its
 * no-JavaScript form until then, so the HTML never promises what a visitor without scripts cannot get.
 */
import {useSyncExternalStore} from 'react'

const subscribe = () => () => {}

export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
