/** The title band at the top of the About, Contact and Privacy Policy pages: the page's h1 and intro. */
import type {ReactNode} from 'react'
import {Container} from '../ui/Container'

export function PageHeader({title, intro, children}: {title: string; intro?: string | null; children?: ReactNode}) {
  return (
    <div className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-100/70 blur-2xl" />
      <Container className="relative py-14 sm:py-20">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-brand-900 sm:text-5xl">{title}</h1>
        {children}
        {intro ? <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted sm:text-xl">{intro}</p> : null}
      </Container>
    </div>
  )
}
