/**
 * Renders Portable Text sections. A link to a page of this site is a reference: it is drawn at the
 * page's current address from the route table (a target without an address, e.g. deleted, leaves
 * plain text) and stays in the tab; outbound links open in a new tab (announced). Typography comes
 * from the classes here so every page's prose reads alike.
 */
import {PortableText, type MissingComponentHandler, type PortableTextBlock, type PortableTextComponents} from '@portabletext/react'
import {documentPath} from '@site/routes'
import {SiteLink} from '@/components/ui/SiteLink'
import {linkAddress} from '@/security/linkAddress'
import {logSafe} from '@/security/logSafe'
import {NewTabHint} from './ui/NewTabHint'

const linkClassName = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

/** The address of an internal link's target as the rich-text projection resolves it. */
export function internalLinkHref(value: {target?: {_type?: string; slug?: string | null} | null} | undefined): string | null {
  const target = value?.target
  return target?._type ? documentPath(target._type, target.slug) : null
}

const components: PortableTextComponents = {
  block: {
    normal: ({children}) => <p className="leading-relaxed">{children}</p>,
    h3: ({children}) => <h3 className="pt-2 text-xl font-semibold">{children}</h3>,
    h4: ({children}) => <h4 className="pt-1 text-lg font-semibold">{children}</h4>,
    blockquote: ({children}) => <blockquote className="border-l-4 border-brand-500 pl-4 italic text-muted">{children}</blockquote>,
  },
  list: {
    bullet: ({children}) => <ul className="list-disc space-y-1.5 pl-6">{children}</ul>,
    number: ({children}) => <ol className="list-decimal space-y-1.5 pl-6">{children}</ol>,
  },
  marks: {
    internalLink: ({value, children}) => {
      const href = internalLinkHref(value)
      return href ? (
        <SiteLink href={href} className={linkClassName}>
          {children}
        </SiteLink>
      ) : (
        <>{children}</>
      )
    },
    link: ({value, children}) => {
      // What the address may be decides the link (security/linkAddress.ts): typed site paths from before
      // internal links were references stay in the tab, other websites open a new one, anything else is text.
      const address = linkAddress(value?.href)
      if (!address) return <>{children}</>
      if (address.kind === 'site')
        return (
          <SiteLink href={address.href} className={linkClassName}>
            {children}
          </SiteLink>
        )
      if (address.kind === 'mail')
        return (
          <a href={address.href} className={linkClassName}>
            {children}
          </a>
        )
      return (
        <a href={address.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
          {children}
          <NewTabHint />
        </a>
      )
    },
  },
}

/** A type, style or mark no component draws is skipped; its name is content's, so the notice goes through logSafe. */
const logMissing: MissingComponentHandler = (message) => console.warn(logSafe(message, 300))

/**
 * Accepts any generated Portable Text array: TypeGen's block types are structurally Portable Text,
 * but optional where @portabletext/react's are required, so the value is narrowed here, once.
 */
export function Prose({value, className = ''}: {value: readonly object[] | null | undefined; className?: string}) {
  if (!value?.length) return null
  return (
    <div className={`space-y-4 text-base text-ink ${className}`}>
      <PortableText value={value as PortableTextBlock[]} components={components} onMissingComponent={logMissing} />
    </div>
  )
}
