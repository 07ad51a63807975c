'use client'
/**
 * Logs the address a visitor tried to open when it does not exist (docs/product.md#errors), so the console and any
 * log collector show which links are broken. Renders nothing.
 */
import {usePathname} from 'next/navigation'
import {useEffect} from 'react'

export function NotFoundLogger() {
  const pathname = usePathname()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return null
}
