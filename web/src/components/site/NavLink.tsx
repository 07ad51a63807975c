'use client'
/**
 * A navigation link that knows whether it is the current page: it sets aria-current="page", which
 * the classes passed in style (aria-[current=page]:…). The only browser-side part of the nav bar.
 */
import {SiteLink} from '@/components/ui/SiteLink'
import {usePathname} from 'next/navigation'
import type {ReactNode} from 'react'
import {isActivePath} from './navigation'

export function NavLink({
  href,
  className,
  onNavigate,
  children,
}: {
  href: string
  className?: string
  onNavigate?: () => void
  children: ReactNode
}) {
  const pathname = usePathname()
  return (
    <SiteLink href={href} aria-current={isActivePath(pathname, href) ? 'page' : undefined} className={className} onClick={onNavigate}>
      {children}
    </SiteLink>
  )
}
