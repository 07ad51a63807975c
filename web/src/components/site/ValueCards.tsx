/**
 * The About page's value cards: icon, title and a sentence each, fading in 0.1 s apart. Four fill one
 * row on wide screens; another count is spread over balanced rows of up to four.
 */
import {balancedColumns, MAX_CARDS_PER_ROW} from '@site/layout'
import type {CSSProperties} from 'react'
import {Icon} from '../editorIcons'
import {Card} from '../ui/Card'
import type {ValueCardData} from './types'

export function ValueCards({values}: {values: ValueCardData[]}) {
  if (!values.length) return null
  return (
    <ul
      style={{'--columns': balancedColumns(values.length, MAX_CARDS_PER_ROW)} as CSSProperties}
      className="grid gap-5 sm:grid-cols-2 lg:grid-cols-[repeat(var(--columns),minmax(0,1fr))]"
    >
      {values.map((value, index) => (
        <Card key={value._key} as="li" index={index} className="flex flex-col">
          {value.icon ? (
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-500 text-white">
              <Icon name={value.icon} className="size-6" />
            </span>
          ) : null}
          <h3 className="mt-5 text-lg font-semibold text-brand-900">{value.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{value.text}</p>
        </Card>
      ))}
    </ul>
  )
}
