/**
 * The buttons of a hero or a call to action: a page of this site at its current address (from the
 * route table; a button whose page is gone is left out), or another website in a new tab. The first
 * is the main button, the second drawn in outline.
 */
import {documentPath} from '@site/routes'
import {ButtonLink} from '@/components/ui/ButtonLink'
import {outsideAddress} from '@/security/linkAddress'
import {ArrowRight} from '@/components/lucide'
import type {SectionButtonData} from './types'

export function buttonHref(button: SectionButtonData): string | null {
  if (button.target?._type) return documentPath(button.target._type, button.target.slug)
  return outsideAddress(button.url)
}

/**
 * `large`: a hero's buttons, wider and in a larger type. `className`: the row's own spacing, before
 * its layout (no row at all when no button shows).
 */
export function SectionButtons({
  buttons,
  tone = 'light',
  large = false,
  className,
}: {
  buttons: SectionButtonData[]
  tone?: 'light' | 'dark'
  large?: boolean
  className?: string
}) {
  const shown = buttons.flatMap((button) => {
    const href = buttonHref(button)
    return href && button.label ? [{key: button._key, label: button.label, href}] : []
  })
  if (!shown.length) return null
  return (
    <div className={`${className ? `${className} ` : ''}flex flex-wrap gap-3`}>
      {shown.map((button, index) => (
        <ButtonLink
          key={button.key}
          href={button.href}
          variant={index === 0 ? (tone === 'dark' ? 'light' : 'primary') : 'secondary'}
          className={[large ? 'px-7 text-base' : '', index > 0 && tone === 'dark' ? 'border-white text-white hover:bg-white/10' : '']
            .filter(Boolean)
            .join(' ')}
        >
          {button.label}
          {index === 0 ? <ArrowRight className="size-4" aria-hidden="true" /> : null}
        </ButtonLink>
      ))}
    </div>
  )
}
