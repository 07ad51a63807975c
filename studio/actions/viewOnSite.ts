/**
 * "View on site": opens the page that shows this document, on the deployed site
 * (SANITY_STUDIO_SITE_URL). Published changes appear there seconds after Publish.
 */
import {EarthGlobeIcon} from '@sanity/icons'
import type {DocumentActionComponent} from 'sanity'
import {sitePathFor, siteUrl} from '../routes'

export const viewOnSiteAction: DocumentActionComponent = ({type, published, draft}) => {
  const document = (published ?? draft) as {_type: string; slug?: {current?: string}} | null
  const path = document ? sitePathFor({...document, _type: type}) : sitePathFor({_type: type})
  if (!path) return null
  return {
    label: 'View on site',
    icon: EarthGlobeIcon,
    title: published ? `Open ${siteUrl}${path}` : 'Publish first: the site shows only published content',
    disabled: !published,
    onHandle: () => {
      window.open(`${siteUrl}${path}`, '_blank', 'noopener,noreferrer')
    },
  }
}
