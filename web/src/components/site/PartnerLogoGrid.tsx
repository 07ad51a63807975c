/**
 * The partner logos on Home: centred, balanced rows of at most seven, the shorter rows first
 * (13 logos: 6 then 7; 14: 7 and 7; 20: 6, 7 and 7). Each logo links to the organisation's site in a
 * new tab and is named by the organisation; logos fade in 0.05 s apart.
 */
import {balancedRows, MAX_LOGOS_PER_ROW} from '@site/layout'
import type {CSSProperties} from 'react'
import {SanityImage} from '../SanityImage'
import {NewTabHint} from '../ui/NewTabHint'
import type {PartnerData} from './types'

/** The logos in balanced rows of up to seven, the shorter first (the Studio's warning describes the same rows). */
export function partnerRows<T>(partners: T[]): T[][] {
  return balancedRows(partners, MAX_LOGOS_PER_ROW)
}

export function PartnerLogoGrid({partners}: {partners: PartnerData[]}) {
  if (!partners.length) return null
  const rows = partnerRows(partners)
  // On wide screens every logo takes the width of one column of the longest row, so the rows line up.
  const columns = {'--columns': Math.max(...rows.map((row) => row.length))} as CSSProperties
  const rowStarts = rows.map((_, rowIndex) => rows.slice(0, rowIndex).reduce((total, row) => total + row.length, 0))
  return (
    <div className="space-y-4" style={columns}>
      {rows.map((row, rowIndex) =>
        row.length ? (
          <ul key={rowIndex} className="flex flex-wrap justify-center gap-4">
            {row.map((partner, index) => {
              const position = (rowStarts[rowIndex] ?? 0) + index
              return (
                <li
                  key={partner._id}
                  style={{'--delay': `${(position * 0.05).toFixed(2)}s`} as CSSProperties}
                  className="fade-in w-[calc((100%-1rem)/2)] sm:w-[calc((100%-2rem)/3)] lg:w-[calc((100%-(var(--columns)-1)*1rem)/var(--columns))]"
                >
                  <a
                    href={partner.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex h-20 items-center justify-center rounded-xl border border-line bg-white px-2.5 transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
                  >
                    {partner.logo?.url ? (
                      <SanityImage
                        image={{...partner.logo, alt: partner.name}}
                        shownWidth={176}
                        className="h-auto max-h-14 w-full object-contain"
                      />
                    ) : (
                      <span className="text-center text-sm font-semibold text-brand-900">{partner.name}</span>
                    )}
                    <NewTabHint />
                  </a>
                </li>
              )
            })}
          </ul>
        ) : null,
      )}
    </div>
  )
}
