'use client'
/**
 * The error boundary of every page (docs/product.md#errors: "Unexpected Application Error!" with the status or
 * message). It renders inside the root layout, so the navigation bar and footer stay.
 */
import {useEffect} from 'react'
import {ErrorScreen} from '@/components/errors/ErrorScreen'

export default function AppError({error, retry}: {error: unknown; retry: () => void}) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return <ErrorScreen error={error} onRetry={retry} />
}
