/**
 * The Register call to action of an event. With a registration address it is a link opening in a
 * new tab; without one (registration not open yet) it is a visibly disabled button whose explanation
 * is announced with it (aria-describedby).
 */
import {Lock} from '@/components/lucide'
import {ButtonLink} from '@/components/ui/ButtonLink'
import {disabledButtonClasses} from './disabledButton'

export function RegisterButton({
  url,
  noteId,
  variant = 'primary',
}: {
  url: string | null | undefined
  /** A unique id for the explanation shown under a disabled button. */
  noteId: string
  variant?: 'primary' | 'light'
}) {
  if (url) {
    return (
      <ButtonLink href={url} variant={variant}>
        Register Now
      </ButtonLink>
    )
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" disabled aria-describedby={noteId} className={`${disabledButtonClasses} opacity-80`}>
        <Lock className="size-4" aria-hidden="true" />
        Register Now
      </button>
      <p id={noteId} className={`text-sm ${variant === 'light' ? 'text-brand-100' : 'text-muted'}`}>
        Registration is not open yet. Please check back soon.
      </p>
    </div>
  )
}
