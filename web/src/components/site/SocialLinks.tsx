/**
 * The initiative's social media profiles as round icon links (footer). Each opens in a new tab and is
 * named by the network for screen readers, once (no `title` repeating it).
 */
import {Icon} from '../editorIcons'
import {OutsideAnchor} from '@/components/ui/OutsideAnchor'
import {NewTabHint} from '../ui/NewTabHint'
import type {SocialLinkData} from './types'

export function SocialIconLinks({links, className = ''}: {links: SocialLinkData[]; className?: string}) {
  if (!links.length) return null
  return (
    <ul className={`flex flex-wrap ${className || 'gap-3'}`}>
      {links.map((link) => (
        <li key={link._key}>
          <OutsideAnchor
            href={link.url}
            className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/15 transition-colors hover:bg-accent-500 hover:text-brand-900"
          >
            <Icon name={link.icon} className="size-5" />
            <span className="sr-only">{link.name}</span>
            <NewTabHint />
          </OutsideAnchor>
        </li>
      ))}
    </ul>
  )
}
