'use client'
/**
 * The navigation below md: a Menu button opening a panel of the navigation bar's links and Contact Us. A link,
 * Escape (focus back to the button), focus leaving or a click outside closes it, so the panel never covers
 * what is focused behind it (WCAG 2.4.11).
 */
import {Menu as menuDrawing, X as xDrawing} from 'lucide'
import {drawn} from '@/components/lucideDrawing'
import {useEffect, useId, useRef, useState} from 'react'
import {buttonClasses} from '../ui/ButtonLink'
import {NavLink} from './NavLink'
import {CONTACT_LINK, type NavItem} from './navigation'

const Menu = drawn(menuDrawing)
const X = drawn(xDrawing)

export function MobileMenu({links}: {links: NavItem[]}) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  const menu = useRef<HTMLDivElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    const outside = (target: EventTarget | null) => !(target instanceof Node && menu.current?.contains(target))
    // Focus moving to anything outside the button and its panel (Tab, Shift+Tab, a click elsewhere).
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) setOpen(false)
    }
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  const close = () => setOpen(false)

  return (
    <div ref={menu} className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 transition-colors hover:bg-brand-50"
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
      </button>
      <div id={panelId} hidden={!open} className="absolute inset-x-0 top-full border-b border-line bg-white shadow-lg">
        <nav aria-label="Main" className="mx-auto max-w-6xl px-4 pt-2 pb-6 sm:px-6">
          {links.length ? (
            <ul className="divide-y divide-line">
              {links.map((item) => (
                <li key={item.key}>
                  <NavLink
                    href={item.href}
                    onNavigate={close}
                    className="flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-ink hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : null}
          <NavLink href={CONTACT_LINK.href} onNavigate={close} className={`${buttonClasses('primary')} mt-4 w-full`}>
            {CONTACT_LINK.label}
          </NavLink>
        </nav>
      </div>
    </div>
  )
}
