/**
 * A full-width band of a page: its tone across the screen, its content in the page's container, an
 * optional heading and intro; `delay` staggers its fade-in (0.1 to 0.6 s, docs/product.md#motion).
 * The heading level is a prop so every page keeps a correct outline.
 */
import type {ReactNode} from 'react'
import {fadeInDelay} from '@/components/motion/fadeIn'
import {Container} from './Container'

export function Band({
  id,
  title,
  eyebrow,
  intro,
  level = 2,
  delay,
  tone = 'plain',
  children,
  className = '',
}: {
  id?: string
  title?: string | null
  eyebrow?: string | null
  intro?: ReactNode
  level?: 2 | 3
  delay?: number
  tone?: 'plain' | 'muted' | 'brand'
  children?: ReactNode
  className?: string
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const tones = {plain: '', muted: 'bg-surface', brand: 'bg-brand-900 text-white'}
  const style = delay !== undefined ? fadeInDelay(delay) : undefined
  return (
    <section id={id} className={`py-12 sm:py-16 ${tones[tone]} ${className}`}>
      <Container className={delay !== undefined ? 'fade-in' : ''}>
        <div style={style}>
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p> : null}
          {title ? (
            <Heading id={id ? `${id}-title` : undefined} className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
              {title}
            </Heading>
          ) : null}
          {intro ? <div className={`mt-3 max-w-3xl text-lg ${tone === 'brand' ? 'text-brand-100' : 'text-muted'}`}>{intro}</div> : null}
          <div className={title || intro ? 'mt-8' : ''}>{children}</div>
        </div>
      </Container>
    </section>
  )
}
