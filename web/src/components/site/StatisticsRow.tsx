/**
 * A row of headline figures, each with its icon (Home hero figures, About "Impact So Far", article
 * figures). Four fill one row on wide screens; another count is spread over balanced rows of up to four.
 */
import {balancedColumns, MAX_CARDS_PER_ROW} from '@site/layout'
import {fadeInDelay} from '@/components/motion/fadeIn'
import {Icon} from '../editorIcons'
import type {StatisticData} from './types'

export function StatisticsRow({
  statistics,
  label,
  tone = 'light',
}: {
  statistics: StatisticData[]
  /** Names the list for screen readers when no heading precedes it. */
  label?: string
  tone?: 'light' | 'dark'
}) {
  if (!statistics.length) return null
  const dark = tone === 'dark'
  return (
    <ul
      aria-label={label}
      style={{'--columns': balancedColumns(statistics.length, MAX_CARDS_PER_ROW)} as React.CSSProperties}
      className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-[repeat(var(--columns),minmax(0,1fr))]"
    >
      {statistics.map((statistic, index) => (
        <li
          key={statistic._key}
          style={fadeInDelay(index * 0.1)}
          className={`fade-in flex flex-col rounded-card p-5 sm:p-6 ${
            dark ? 'bg-white/5 ring-1 ring-white/10' : 'border border-line bg-white shadow-sm'
          }`}
        >
          {statistic.icon ? (
            <span
              className={`inline-flex size-11 items-center justify-center rounded-xl ${dark ? 'bg-accent-500 text-brand-900' : 'bg-brand-50 text-brand-600'}`}
            >
              <Icon name={statistic.icon} className="size-6" />
            </span>
          ) : null}
          <span className={`mt-4 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-brand-900'}`}>
            {statistic.number}
          </span>
          <span className={`mt-1 text-sm leading-snug sm:text-base ${dark ? 'text-brand-100' : 'text-muted'}`}>{statistic.label}</span>
        </li>
      ))}
    </ul>
  )
}
