/**
 * Payment schedule: a table of dates and payments, with amount and status columns when any row has them.
 * Where its frame is narrower than 18rem (text enlarged to 200 %), each row stacks its cells instead, so
 * nothing hides behind a sideways scroll; the header row then gives way to each cell's own visible
 * column label, so the column names stay on screen. The container query is in rem, so it follows the
 * text size.
 * Dates wrap and phones get narrower cell padding, so the table fits a phone with WCAG text spacing.
 */
import type {BeaconSectionOf} from '../types'

/** `heading`: the section's heading, which also names the table for screen readers. */
export function PaymentScheduleSection({
  section,
  heading,
}: {
  section: BeaconSectionOf<'beaconPaymentScheduleSection'>
  heading: string | null
}) {
  const hasAmount = section.rows.some((row) => row.amount)
  const hasStatus = section.rows.some((row) => row.status)
  const cell = 'px-3 py-3 align-top sm:px-4 @max-[18rem]:block @max-[18rem]:py-1'
  // Shown only while the cells stack, when the header row is not.
  const label = (text: string) => (
    <span className="hidden text-xs font-semibold tracking-wide text-muted uppercase @max-[18rem]:block">{text}</span>
  )
  return (
    <div className="@container overflow-x-auto rounded-card border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{heading}</caption>
        <thead className="bg-surface text-xs tracking-wide text-muted uppercase @max-[18rem]:hidden">
          <tr>
            <th scope="col" className={cell}>
              Date
            </th>
            <th scope="col" className={cell}>
              Payment
            </th>
            {hasAmount ? (
              <th scope="col" className={cell}>
                Amount
              </th>
            ) : null}
            {hasStatus ? (
              <th scope="col" className={cell}>
                Status
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-white">
          {section.rows.map((row) => (
            <tr key={row._key} className="@max-[18rem]:block @max-[18rem]:py-2">
              <th scope="row" className={`${cell} font-semibold text-brand-900`}>
                {label('Date')}
                {row.date}
              </th>
              <td className={cell}>
                {label('Payment')}
                {row.label}
              </td>
              {hasAmount ? (
                <td className={`${cell} whitespace-nowrap`}>
                  {label('Amount')}
                  {row.amount}
                </td>
              ) : null}
              {hasStatus ? (
                <td className={`${cell} text-muted`}>
                  {label('Status')}
                  {row.status}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
