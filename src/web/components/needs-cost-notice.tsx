import { CircleAlert } from 'lucide-react'
import { Link } from 'react-router'

import { needsCostText, type NeedsCost } from '../../domain/items/needs-cost'

import { buttonClassName } from './ui/button'

/** The Needs Cost list, of one year's sales or of all. */
export const needsCostPath = (year?: number) =>
  year === undefined ? '/needs-cost' : `/needs-cost?year=${year}`

/**
 * The amber notice of sold items without a cost (decision 034), on the Dashboard and the Tax Summary:
 * '3 items sold at $0 cost: $1,080.00 of revenue', and the way to the list where their costs are entered.
 * Nothing shows while there are none.
 */
export function NeedsCostNotice({
  needsCost,
  hint,
  year,
}: {
  needsCost: NeedsCost
  hint: string
  /** The Tax Summary's year: its list shows that year's items only. */
  year?: number
}) {
  if (needsCost.count === 0) return null
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700 dark:text-amber-300" />
      <p className="flex-1 text-sm">
        <span className="font-medium">{needsCostText(needsCost)}.</span> {hint}
      </p>
      <Link to={needsCostPath(year)} className={buttonClassName({ size: 'sm' })}>
        Enter Costs
      </Link>
    </div>
  )
}
