/** Chosen partners' logos in balanced rows of up to seven, drawn as on the Home page. */
import {PartnerLogoGrid} from '@/components/site/PartnerLogoGrid'
import {Band} from '@/components/ui/Band'
import type {SectionProps} from '../types'

export function PartnersBlock({section, id, delay}: SectionProps<'partnersSection'>) {
  return (
    <Band
      id={id}
      title={section.heading}
      intro={section.intro}
      tone="muted"
      delay={delay}
      className="text-center [&_h2]:mx-auto [&_h2+div]:mx-auto"
    >
      <PartnerLogoGrid partners={section.partners} />
    </Band>
  )
}
