import { CircleAlert } from 'lucide-react'
import { Link } from 'react-router'

import { needsCostText, type NeedsCost } from '../../domain/items/needs-cost'

import { buttonClassName } from './ui/button'

/**
 * The amber notice of sold items without a cost (decision 034), on the Dashboard and the Tax Summary:
 * '3 items sold at $0 cost: $1,080.00 of revenue', and the way to the list where their costs are entered.
 * Nothing shows while there are none.
 */
export function NeedsCostNotice({ needsCost, hint }: { needsCost: NeedsCost; hint: string }) {
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
      <Link to="/needs-cost" className={buttonClassName({ size: 'sm' })}>
        Enter Costs
      </Link>
    </div>
  )
}
