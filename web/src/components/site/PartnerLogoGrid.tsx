/**
 * The partner logos on Home: centred, balanced rows of at most seven, the shorter rows first
 * (13 logos: 6 then 7; 14: 7 and 7; 20: 6, 7 and 7), drawn from one list, so a screen reader hears
 * one set of 13, not a list per row. Each logo links to the organisation's site in a new tab and is
 * named by the organisation; logos fade in 0.05 s apart.
 */
import {OutsideAnchor} from '@/components/ui/OutsideAnchor'
import {balancedRows, MAX_LOGOS_PER_ROW} from '@site/layout'
import type {CSSProperties} from 'react'
import {SanityImage} from '../SanityImage'
import {NewTabHint} from '../ui/NewTabHint'
import type {PartnerData} from './types'

/** The logos in balanced rows of up to seven, the shorter first (the Studio's warning describes the same rows). */
const TILE = 'flex h-20 items-center justify-center rounded-xl border border-line bg-white px-2.5'

/** A partner's logo, or its name where it has none. */
function logoOf(partner: PartnerData) {
  return partner.logo?.url ? (
    <SanityImage image={{...partner.logo, alt: partner.name}} shownWidth={176} className="h-auto max-h-14 w-full object-contain" />
  ) : (
    <span className="text-center text-sm font-semibold text-brand-900">{partner.name}</span>
  )
}

export function partnerRows<T>(partners: T[]): T[][] {
  return balancedRows(partners, MAX_LOGOS_PER_ROW)
}

export function PartnerLogoGrid({partners}: {partners: PartnerData[]}) {
  if (!partners.length) return null
  const rows = partnerRows(partners)
  // On wide screens the list is a grid of half columns, two per logo, so a shorter row can start half a
  // logo in and sit centred under the longer one; every logo is as wide as one column of the longest row.
  const columns = Math.max(...rows.map((row) => row.length))
  const grid = {'--half-columns': columns * 2} as CSSProperties
  const rowStarts = new Map(rows.map((row, rowIndex) => [rows.slice(0, rowIndex).reduce((total, r) => total + r.length, 0), row.length]))
  return (
    <ul className="flex flex-wrap justify-center gap-4 lg:grid lg:grid-cols-[repeat(var(--half-columns),minmax(0,1fr))]" style={grid}>
      {partners.map((partner, position) => {
        const rowLength = rowStarts.get(position)
        return (
          <li
            key={partner._id}
            style={
              {
                '--delay': `${(position * 0.05).toFixed(2)}s`,
                // The first logo of a row starts a new grid row, half a column in per missing logo.
                gridColumnStart: rowLength === undefined ? undefined : columns - rowLength + 1,
              } as CSSProperties
            }
            className="fade-in w-[calc((100%-1rem)/2)] sm:w-[calc((100%-2rem)/3)] lg:col-span-2 lg:w-auto"
          >
            <OutsideAnchor
              href={partner.url}
              className={`${TILE} transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md`}
              fallback={<div className={TILE}>{logoOf(partner)}</div>}
            >
              {logoOf(partner)}
              <NewTabHint />
            </OutsideAnchor>
          </li>
        )
      })}
    </ul>
  )
}
