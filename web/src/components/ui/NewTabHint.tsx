/** Tells screen-reader users that a link opens a new tab. */
export function NewTabHint() {
  return <span className="sr-only"> (opens in a new tab)</span>
}
