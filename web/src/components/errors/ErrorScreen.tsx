/**
 * The fallback shown when rendering fails (docs/product.md#errors): "Unexpected Application Error!", the status or
 * message, a "Try again" button and a link home. Used by app/error.tsx and app/global-error.tsx.
 */
import {describeError} from './describeError'
import {PAGE_PATHS} from '@site/routes'

export function ErrorScreen({error, onRetry}: {error: unknown; onRetry?: () => void}) {
  const digest = error && typeof error === 'object' && 'digest' in error && typeof error.digest === 'string' ? error.digest : null
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-lg text-accent-700">{describeError(error)}</p>
      {digest ? <p className="mt-2 text-sm text-muted">Reference: {digest}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Try again
          </button>
        ) : null}
        {/* A plain link: a full page load is the surest way back after an error. */}
        <a
          href={PAGE_PATHS.homePage}
          className="inline-flex min-h-11 items-center justify-center rounded-full border border-brand-600 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Return to Home
        </a>
      </div>
    </div>
  )
}
