/**
 * The layout of every route: skip link, navigation bar, content, footer, with Site settings loaded once and
 * handed down. The stylesheet comes inside the HTML (styles/SiteStylesheet.tsx); the body opens with the Trusted
 * Types policy (security/trustedTypesPolicy.ts). The web font is not preloaded: with `font-display: optional` a
 * phone's first page paints in the metric-matched fallback anyway (scripts/build-css.mjs).
 */
import type {Metadata} from 'next'
import {SiteHeader} from '@/components/site/SiteHeader'
import {SiteFooter} from '@/components/site/SiteFooter'
import {RouteFocus} from '@/components/site/RouteFocus'
import {PreviewTools} from '@/components/preview/PreviewTools'
import {isPreviewing} from '@/sanity/draftMode'
import {siteUrl} from '@/seo/siteUrl'
import {TRUSTED_TYPES_POLICY} from '@/security/trustedTypesPolicy'
import {loadSiteSettings} from '@/sanity/loaders'
import {SiteStylesheet} from './styles/SiteStylesheet'

/** Every page's title ends with the site's name (from Site settings); canonical URLs resolve against the site URL. */
export async function generateMetadata(): Promise<Metadata> {
  const settings = await loadSiteSettings()
  const siteName = settings?.siteName ?? undefined
  return {
    metadataBase: new URL(siteUrl),
    title: siteName ? {default: siteName, template: `%s | ${siteName}`} : undefined,
    applicationName: siteName,
    openGraph: {siteName, locale: 'en'},
  }
}

export default async function RootLayout({children}: LayoutProps<'/'>) {
  const [settings, previewing] = await Promise.all([loadSiteSettings(), isPreviewing()])
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <script dangerouslySetInnerHTML={{__html: TRUSTED_TYPES_POLICY}} />
        <SiteStylesheet />
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        <SiteHeader settings={settings} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter settings={settings} />
        <RouteFocus />
        {previewing ? <PreviewTools /> : null}
      </body>
    </html>
  )
}
