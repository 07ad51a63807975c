'use client'
/**
 * Renders its children except on the page at `path`: the footer's "talk to us" button leads to
 * /contact, and on /contact itself a link to the page the visitor is already on would go nowhere.
 */
import {usePathname} from 'next/navigation'
import type {ReactNode} from 'react'

export function UnlessOnPage({path, children}: {path: string; children: ReactNode}) {
  return usePathname() === path ? null : children
}
