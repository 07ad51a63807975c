/** / : the Home page (docs/product.md#home), drawn by components/home/HomeBody. */
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {moreSectionsOf} from '@/app/_shared/moreSections'
import {HomeBody} from '@/components/home/HomeBody'
import {loadHomePage, loadSiteSettings} from '@/sanity/loaders'
import {pageMetadata} from '@/seo/metadata'
import {PAGE_PATHS} from '@site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const home = await loadHomePage()
  // The Home page's title names the initiative itself, so it does not take the layout's suffix.
  const title = [home?.siteName, home?.headline].filter(Boolean).join(': ')
  return {...pageMetadata({title, description: home?.intro, path: PAGE_PATHS.homePage}), ...(title ? {title: {absolute: title}} : {})}
}

export default async function HomeRoute() {
  const [home, settings] = await Promise.all([loadHomePage(), loadSiteSettings()])
  if (!home) notFound()
  return <HomeBody home={home} settings={settings} more={await moreSectionsOf('homePage', home)} />
}
