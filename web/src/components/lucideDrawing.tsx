/**
 * Draws a lucide icon (the `lucide` package's drawing data) as a plain <svg>, with the `lucide`
 * class whose rule in globals.css gives every icon its stroke and default size.
 */
import {createElement, type SVGProps} from 'react'
import type {IconNode} from 'lucide'

export type LucideIcon = (props: SVGProps<SVGSVGElement>) => React.JSX.Element

export function drawn(node: IconNode): LucideIcon {
  function Icon({className, ...props}: SVGProps<SVGSVGElement>) {
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden={props['aria-label'] ? undefined : true}
        className={className ? `lucide ${className}` : 'lucide'}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, {key: index, ...attributes}))}
      </svg>
    )
  }
  return Icon
}
