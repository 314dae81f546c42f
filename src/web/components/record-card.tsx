import type { ReactNode } from 'react'

import type { Cents } from '../../domain/money'

import { MoneyText } from './money-text'

/**
 * One record of a list by day (an expense, a receipt): its title and the line under it, its amount on the
 * right, then its details and, below a rule, its buttons. `highlight` tints it amber, for a record that
 * needs attention (a receipt with unconverted line items). `titleClassName` says how a long title breaks:
 * between words ('break-words', the default) or anywhere; it is never cut off.
 *
 *   <RecordCard title={expense.vendor} subtitle={expense.description} amount={expense.amount}
 *     actions={<RowActions ... />}>
 *     <Badges />
 *   </RecordCard>
 */
export function RecordCard({
  title,
  titleClassName = 'break-words',
  subtitle,
  amount,
  highlight = false,
  actions,
  children,
}: {
  title: ReactNode
  titleClassName?: string
  subtitle: ReactNode
  amount: Cents
  highlight?: boolean
  actions: ReactNode
  children: ReactNode
}) {
  return (
    <article
      className={`rounded-2xl border bg-white p-4 shadow-sm dark:bg-slate-900 ${
        highlight
          ? 'border-amber-300 bg-amber-50/60 dark:border-amber-500/40 dark:bg-amber-500/5'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className={`${titleClassName} font-semibold text-slate-900 dark:text-white`}>{title}</h3>
          <p className="mt-0.5 text-sm break-words text-slate-700 dark:text-slate-300">{subtitle}</p>
        </div>
        <MoneyText cents={amount} className="shrink-0 text-lg font-semibold text-slate-900 dark:text-white" />
      </div>
      {children}
      <div className="mt-3 flex justify-end gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        {actions}
      </div>
    </article>
  )
}
