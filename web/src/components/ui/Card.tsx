/** The one card look of the site. `index` staggers its fade-in by 0.1 s per card (docs/product.md#motion). */
import type {ReactNode} from 'react'
import {fadeInDelay} from '@/components/motion/fadeIn'

export function Card({
  children,
  index,
  as: Tag = 'div',
  className = '',
}: {
  children: ReactNode
  index?: number
  as?: 'div' | 'article' | 'li'
  className?: string
}) {
  const style = index !== undefined ? fadeInDelay(index * 0.1) : undefined
  return (
    <Tag
      style={style}
      className={`rounded-card border border-line bg-white p-6 shadow-sm ${index !== undefined ? 'fade-in' : ''} ${className}`}
    >
      {children}
    </Tag>
  )
}
