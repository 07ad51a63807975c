/**
 * The partner logos (SPEC §2 Home): two centred rows, the first half of the list in the first row and
 * the rest in the second (13 logos: 6 then 7). Each logo links to the organisation's site in a new tab
 * and is named by the organisation; logos fade in 0.05 s apart (SPEC §9).
 */
import type {CSSProperties} from 'react'
import {SanityImage} from '../SanityImage'
import {NewTabHint} from '../ui/NewTabHint'
import type {PartnerData} from './types'

/** Splits the list into two rows, the shorter first. */
export function partnerRows<T>(partners: T[]): [T[], T[]] {
  const first = Math.floor(partners.length / 2)
  return [partners.slice(0, first), partners.slice(first)]
}

export function PartnerLogoGrid({partners}: {partners: PartnerData[]}) {
  if (!partners.length) return null
  const rows = partnerRows(partners)
  // On wide screens every logo takes the width of one column of the longer row, so both rows line up.
  const columns = {'--columns': Math.max(rows[0].length, rows[1].length)} as CSSProperties
  return (
    <div className="space-y-4" style={columns}>
      {rows.map((row, rowIndex) =>
        row.length ? (
          <ul key={rowIndex} className="flex flex-wrap justify-center gap-4">
            {row.map((partner, index) => {
              const position = rowIndex === 0 ? index : rows[0].length + index
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
                      <SanityImage image={{...partner.logo, alt: partner.name}} shownWidth={176} className="h-auto max-h-14 w-full object-contain" />
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
