/**
 * A link to another website from content, in a new tab with rel="noopener noreferrer": written only
 * when the address may be one (security/linkAddress.ts decides: http or https, nothing else);
 * otherwise `fallback`, by default nothing, so a `javascript:` or `data:` address never reaches a page.
 */
import type {ComponentProps, ReactNode} from 'react'
import {outsideAddress} from '@/security/linkAddress'

type Props = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {href: string | null | undefined; fallback?: ReactNode}

export function OutsideAnchor({href, fallback = null, children, ...props}: Props) {
  const address = outsideAddress(href)
  if (!address) return <>{fallback}</>
  return (
    <a href={address} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  )
}
