'use client'
/**
 * The last-resort error screen, used when the root layout itself fails: it replaces the layout, so
 * it renders its own <html> and <body> and brings the global styles and font.
 */
import {useEffect} from 'react'
import {ErrorScreen} from '@/components/errors/ErrorScreen'
import {inter} from './fonts'
import './globals.css'

export default function GlobalError({error, retry}: {error: unknown; retry: () => void}) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <html lang="en" className={inter.variable}>
      <body className="font-sans antialiased">
        <title>Unexpected Application Error!</title>
        <main>
          <ErrorScreen error={error} onRetry={retry} />
        </main>
      </body>
    </html>
  )
}
