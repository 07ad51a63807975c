/**
 * Renders Portable Text sections. Outbound links open in a new tab (announced); site paths stay in
 * the tab. Typography comes from the classes here so every page's prose reads alike.
 */
import {PortableText, type PortableTextBlock, type PortableTextComponents} from '@portabletext/react'
import Link from 'next/link'
import {NewTabHint} from './ui/NewTabHint'

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
    link: ({value, children}) => {
      const href: string = value?.href ?? ''
      const className = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'
      if (href.startsWith('/')) return <Link href={href} className={className}>{children}</Link>
      if (href.startsWith('mailto:')) return <a href={href} className={className}>{children}</a>
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
          {children}
          <NewTabHint />
        </a>
      )
    },
  },
}

/**
 * Accepts any generated Portable Text array: TypeGen's block types are structurally Portable Text,
 * but optional where @portabletext/react's are required, so the value is narrowed here, once.
 */
export function RichText({value, className = ''}: {value: readonly object[] | null | undefined; className?: string}) {
  if (!value?.length) return null
  return (
    <div className={`space-y-4 text-base text-ink ${className}`}>
      <PortableText value={value as PortableTextBlock[]} components={components} />
    </div>
  )
}
