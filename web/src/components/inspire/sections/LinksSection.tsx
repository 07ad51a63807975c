/** Learn more: the links as buttons, the first one primary. */
import {ButtonLink} from '@/components/ui/ButtonLink'
import type {BeaconSectionOf} from '../types'

export function LinksSection({section}: {section: BeaconSectionOf<'beaconLinksSection'>}) {
  return (
    <ul className="flex flex-wrap gap-3">
      {section.links.map((link, index) => (
        <li key={link._key}>
          <ButtonLink href={link.url} variant={index === 0 ? 'primary' : 'secondary'}>
            {link.label}
          </ButtonLink>
        </li>
      ))}
    </ul>
  )
}
