/** /privacy-policy (docs/product.md#privacy-policy), drawn by components/privacy/PrivacyPolicyBody. */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {moreSectionsOf} from '@/app/_shared/moreSections'
import {PrivacyPolicyBody} from '@/components/privacy/PrivacyPolicyBody'
import {loadPrivacyPolicyPage} from '@/sanity/loaders'
import {pageMetadata} from '@/seo/metadata'
import {PAGE_PATHS} from '@site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const policy = await loadPrivacyPolicyPage()
  return pageMetadata({title: policy?.title, description: policy?.intro, path: PAGE_PATHS.privacyPolicyPage})
}

export default async function PrivacyPolicyRoute() {
  const policy = await loadPrivacyPolicyPage()
  if (!policy) notFound()
  return <PrivacyPolicyBody policy={policy} more={await moreSectionsOf('privacyPolicyPage', policy)} />
}
