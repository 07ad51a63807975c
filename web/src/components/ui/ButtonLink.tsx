/**
 * A link styled as a button. Internal paths use next/link; absolute URLs open in a new tab with
 * rel="noopener noreferrer" and say so to assistive technology. `label` names the link where the
 * visible words need the rest of the sentence ("Take a Look: Givify"); it starts with those words.
 */
import {SiteLink} from '@/components/ui/SiteLink'
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
  href: string
  children: ReactNode
  label?: string
  variant?: keyof typeof variants
  className?: string
}) {
  const classes = `${buttonClasses(variant)} ${className}`
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={classes}>
        {children}
        <NewTabHint />
      </a>
    )
  }
  return (
    <SiteLink href={href} aria-label={label} className={classes}>
      {children}
    </SiteLink>
  )
}
