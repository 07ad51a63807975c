'use client'
/**
 * The last-resort error screen, used when the root layout itself fails: it replaces the layout, so
 * it renders its own <html> and <body> and brings the global styles and font (the built stylesheet's file).
 */
import {useEffect} from 'react'
import {ErrorScreen} from '@/components/errors/ErrorScreen'
import {siteCssHref} from '../../generated/siteAssets'

export default function GlobalError({error, retry}: {error: unknown; retry: () => void}) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <html lang="en">
      {/* Rendered in the browser when the root layout failed, so the stylesheet comes as a file. */}
      <link rel="stylesheet" href={siteCssHref} precedence="default" />
      <body className="font-sans antialiased">
        <title>Unexpected Application Error!</title>
        <main>
          <ErrorScreen error={error} onRetry={retry} />
        </main>
      </body>
    </html>
  )
}
