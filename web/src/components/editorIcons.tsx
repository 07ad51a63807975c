/**
 * Draws the icons editors choose (the shared list in @site/icons): lucide for everyday icons,
 * small brand glyphs for the social networks (lucide ships none). The map is typed by that list, so
 * a name without a drawing fails the typecheck. Icons are decorative: the text next to them says what they mean.
 */
import {isIconName, type IconName} from '@site/icons'
import {
  Award,
  BarChart3,
  Building2,
  Calendar,
  FileText,
  Gamepad2,
  Globe,
  GraduationCap,
  Handshake,
  Heart,
  HeartHandshake,
  Layers,
  Lightbulb,
  Mail,
  MessageSquare,
  Rocket,
  Smartphone,
  Smile,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  type LucideIcon,
} from '@/components/lucide'
import type {SVGProps} from 'react'

type Glyph = (props: SVGProps<SVGSVGElement>) => React.JSX.Element

function brand(path: string): Glyph {
  return function BrandGlyph(props) {
    return (
      <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
        <path d={path} />
      </svg>
    )
  }
}

const LINKEDIN =
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.6h.06c.53-1 1.83-1.95 3.76-1.95 4.02 0 4.76 2.5 4.76 5.75v5.6h-4v-4.96c0-1.18-.02-2.7-1.7-2.7-1.7 0-1.96 1.3-1.96 2.62v5.04h-4v-11Z'

const BRANDS = {
  linkedin: brand(LINKEDIN),
  facebook: brand(
    'M13.5 21v-7.5h2.6l.4-3.1h-3V8.5c0-.9.3-1.5 1.6-1.5h1.6V4.2c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.3H7.9v3.1h2.6V21h3Z',
  ),
  twitter: brand(
    'M17.7 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.3l4.4 5.8L17.7 3Zm-1.1 16.2h1.7L7.5 4.7H5.7l10.9 14.5Z',
  ),
  instagram: brand(
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-9.1a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM12 2.5c-2.6 0-2.9 0-3.9.1-3.5.2-5.4 2.1-5.6 5.6-.1 1-.1 1.3-.1 3.8s0 2.9.1 3.9c.2 3.5 2.1 5.4 5.6 5.6 1 .1 1.3.1 3.9.1s2.9 0 3.9-.1c3.5-.2 5.4-2.1 5.6-5.6.1-1 .1-1.3.1-3.9s0-2.8-.1-3.8c-.2-3.5-2.1-5.4-5.6-5.6-1-.1-1.3-.1-3.9-.1Zm0 1.7c2.5 0 2.8 0 3.8.1 2.5.1 3.7 1.3 3.8 3.8.1 1 .1 1.3.1 3.9s0 2.8-.1 3.8c-.1 2.5-1.3 3.7-3.8 3.8-1 .1-1.3.1-3.8.1s-2.8 0-3.8-.1c-2.5-.1-3.7-1.3-3.8-3.8-.1-1-.1-1.3-.1-3.8s0-2.9.1-3.9c.1-2.5 1.3-3.7 3.8-3.8 1-.1 1.3-.1 3.8-.1Z',
  ),
  youtube: brand(
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  ),
} satisfies Record<string, Glyph>

const DRAWINGS: Record<IconName, Glyph | LucideIcon> = {
  ...BRANDS,
  lightbulb: Lightbulb,
  users: Users,
  award: Award,
  globe: Globe,
  handshake: Handshake,
  sparkles: Sparkles,
  target: Target,
  'trending-up': TrendingUp,
  rocket: Rocket,
  'graduation-cap': GraduationCap,
  smartphone: Smartphone,
  heart: Heart,
  'heart-handshake': HeartHandshake,
  'bar-chart': BarChart3,
  'message-square': MessageSquare,
  gamepad: Gamepad2,
  smile: Smile,
  layers: Layers,
  'file-text': FileText,
  calendar: Calendar,
  building: Building2,
  mail: Mail,
}

/** Draws the named icon, or nothing for a missing/unknown name (a removed icon never breaks a page). */
export function Icon({name, className = 'size-6'}: {name: string | null | undefined; className?: string}) {
  if (!name || !isIconName(name)) return null
  const Drawing = DRAWINGS[name]
  return <Drawing className={className} aria-hidden="true" focusable="false" />
}

/**
 * The LinkedIn glyph for a list that repeats it (the team grid): drawn once as a <symbol>, each
 * entry a short <use>, so its long path is not repeated in the page's HTML and RSC payload.
 */
export function LinkedInSymbol({id}: {id: string}) {
  return (
    <svg className="hidden" aria-hidden="true">
      <symbol id={id} viewBox="0 0 24 24">
        <path d={LINKEDIN} fill="currentColor" />
      </symbol>
    </svg>
  )
}

export function SymbolUse({id, className}: {id: string; className: string}) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`#${id}`} />
    </svg>
  )
}
