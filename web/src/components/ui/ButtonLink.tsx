/**
 * A link styled as a button. Site paths use next/link; other websites open in a new tab with
 * rel="noopener noreferrer" and say so to assistive technology; an address that may not be a link
 * (security/linkAddress.ts decides) draws no button. `label` names the link where the
 * visible words need the rest of the sentence ("Take a Look: Givify"); it starts with those words.
 */
import {SiteLink} from '@/components/ui/SiteLink'
import {linkAddress} from '@/security/linkAddress'
import type {ReactNode} from 'react'
import {NewTabHint} from './NewTabHint'

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-brand-600 text-brand-700 hover:bg-brand-50',
  light: 'bg-white text-brand-700 hover:bg-brand-50',
}

export const buttonClasses = (variant: keyof typeof variants = 'primary') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors ${variants[variant]}`

export function ButtonLink({
  href,
  children,
  variant = 'primary',
  className = '',
  label,
}: {
  href: string | null | undefined
  children: ReactNode
  label?: string
  variant?: keyof typeof variants
  className?: string
}) {
  const classes = `${buttonClasses(variant)} ${className}`
  // What the address may be decides the link (security/linkAddress.ts); one that may not be a link is no button.
  const address = linkAddress(href)
  if (!address) return null
  if (address.kind === 'outside') {
    return (
      <a href={address.href} target="_blank" rel="noopener noreferrer" aria-label={label} className={classes}>
        {children}
        <NewTabHint />
      </a>
    )
  }
  if (address.kind === 'mail') {
    return (
      <a href={address.href} aria-label={label} className={classes}>
        {children}
      </a>
    )
  }
  return (
    <SiteLink href={address.href} aria-label={label} className={classes}>
      {children}
    </SiteLink>
  )
}
