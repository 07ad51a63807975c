/** A small pill label ("PILOT", "Implemented", "BEACONS 2025 Finalist"). */
import type {ReactNode} from 'react'

const tones = {
  brand: 'bg-brand-100 text-brand-700',
  accent: 'bg-accent-100 text-accent-700',
  dark: 'bg-brand-900 text-white',
  light: 'bg-white/15 text-white ring-1 ring-white/30',
}

export function Badge({children, tone = 'brand', className = ''}: {children: ReactNode; tone?: keyof typeof tones; className?: string}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  )
}
