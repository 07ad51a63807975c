/** /contact (docs/product.md#contact), drawn by components/contact/ContactBody. */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {moreSectionsOf} from '@/app/_shared/moreSections'
import {ContactBody} from '@/components/contact/ContactBody'
import {loadContactPage} from '@/sanity/loaders'
import {pageMetadata} from '@/seo/metadata'
import {PAGE_PATHS} from '@site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const contact = await loadContactPage()
  return pageMetadata({title: contact?.heading, description: contact?.intro, path: PAGE_PATHS.contactPage})
}

export default async function ContactRoute() {
  const contact = await loadContactPage()
  if (!contact) notFound()
  return <ContactBody contact={contact} more={await moreSectionsOf('contactPage', contact)} />
}
