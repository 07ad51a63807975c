/**
 * The not-found page (docs/product.md#errors): any unknown address, and any unknown slug (dynamicParams = false),
 * shows "404", "Oops! Page not found" and a link home, with HTTP status 404. The bad path is logged
 * to the console by a small client leaf.
 */
import type {Metadata} from 'next'
import {SiteLink} from '@/components/ui/SiteLink'
import {NotFoundLogger} from '@/components/errors/NotFoundLogger'
import {buttonClasses} from '@/components/ui/ButtonLink'
import {PAGE_PATHS} from '@site/routes'

export const metadata = {
  title: 'Page not found',
} satisfies Metadata

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <NotFoundLogger />
      <p className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl">404</p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Oops! Page not found</h1>
      <p className="mt-3 text-muted">The page you are looking for does not exist or has moved.</p>
      <SiteLink href={PAGE_PATHS.homePage} className={`${buttonClasses('primary')} mt-8`}>
        Return to Home
      </SiteLink>
    </div>
  )
}
