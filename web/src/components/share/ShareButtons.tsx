/**
 * "Share This Innovation" on a Beacon page (docs/product.md#sharing-and-outbound-links): Twitter, LinkedIn and Facebook (a 600×400
 * popup with JavaScript, a new tab without), and Email (the current window goes to a mailto: link
 * with the preset subject and body). Rendered on the server; only SharePopupLink runs in the browser.
 */
import {Icon} from '@/components/editorIcons'
import {SharePopupLink} from './SharePopupLink'
import {toShareLinks, type ShareInput} from './shareLinks'

const SOCIAL = [
  {network: 'twitter', label: 'Twitter'},
  {network: 'linkedin', label: 'LinkedIn'},
  {network: 'facebook', label: 'Facebook'},
] as const

const buttonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50'

export function ShareButtons(props: ShareInput) {
  const links = toShareLinks(props)
  return (
    <ul className="flex flex-wrap gap-3">
      {SOCIAL.map(({network, label}) => (
        <li key={network}>
          <SharePopupLink href={links[network]} className={buttonClass}>
            <Icon name={network} className="size-4" />
            <span className="sr-only">Share on </span>
            {label}
          </SharePopupLink>
        </li>
      ))}
      <li>
        <a href={links.email} className={buttonClass}>
          <Icon name="mail" className="size-4" />
          <span className="sr-only">Share by </span>
          Email
        </a>
      </li>
    </ul>
  )
}
