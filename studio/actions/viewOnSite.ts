/**
 * "View on site": opens the page that shows this document, on the deployed site
 * (SANITY_STUDIO_SITE_URL). Published changes appear there seconds after Publish.
 */
import {EarthGlobeIcon} from '@sanity/icons/EarthGlobe'
import {useEffect, useState} from 'react'
import {useClient, type DocumentActionComponent} from 'sanity'
import {sitePathFor, siteUrl} from '../routes'

type Doc = {_type: string; slug?: {current?: string}; finalist?: {_ref?: string}}

/** A Beacon page lives at its finalist's slug: look it up. */
function useReferencedSlug(document: Doc | null) {
  const client = useClient({apiVersion: '2025-09-01'})
  const ref = document?._type === 'beaconPage' ? document.finalist?._ref : undefined
  const [slug, setSlug] = useState<string | undefined>()
  useEffect(() => {
    if (!ref) return
    let current = true
    client
      .fetch<string | null>('*[_id == $ref][0].slug.current', {ref})
      .then((value) => current && setSlug(value ?? undefined))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [client, ref])
  return ref ? slug : document?.slug?.current
}

export const ViewOnSiteAction: DocumentActionComponent = ({type, published, draft}) => {
  const document = ((published ?? draft) as Doc | null) ?? null
  const slug = useReferencedSlug(document ? {...document, _type: type} : null)
  const path = sitePathFor({...(document ?? {}), _type: type}, slug)
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
