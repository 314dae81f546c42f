import type { ReactNode } from 'react'

import { Panel } from '../../components/panel'

/**
 * A report's breakdown (Sales by Marketplace, Expense Category Breakdown): its table beside its chart on a
 * wide screen, one above the other on a phone, or a line saying there is nothing to break down.
 */
export function BreakdownPanel({
  title,
  description,
  emptyText,
  children,
}: {
  title: string
  description?: string
  /** The line shown instead of the table and chart, or null when there are rows. */
  emptyText: ReactNode
  children: ReactNode
}) {
  return (
    <Panel title={title} description={description}>
      {emptyText !== null ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">{children}</div>
      )}
    </Panel>
  )
}
