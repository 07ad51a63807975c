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

export function SectionButtons({buttons, tone = 'light'}: {buttons: SectionButtonData[]; tone?: 'light' | 'dark'}) {
  const shown = buttons.flatMap((button) => {
    const href = buttonHref(button)
    return href && button.label ? [{key: button._key, label: button.label, href}] : []
  })
  if (!shown.length) return null
  return (
    <div className="flex flex-wrap gap-3">
      {shown.map((button, index) => (
        <ButtonLink
          key={button.key}
          href={button.href}
          variant={index === 0 ? (tone === 'dark' ? 'light' : 'primary') : 'secondary'}
          className={index > 0 && tone === 'dark' ? 'border-white text-white hover:bg-white/10' : ''}
        >
          {button.label}
          {index === 0 ? <ArrowRight className="size-4" aria-hidden="true" /> : null}
        </ButtonLink>
      ))}
    </div>
  )
}
