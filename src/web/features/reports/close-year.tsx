import { useQuery } from '@tanstack/react-query'
import { Lock, LockOpen } from 'lucide-react'

import { needsCostClosingQuestion, type NeedsCost } from '../../../domain/items/needs-cost'
import type { TaxYearClosing } from '../../../shared/schemas/tax-year'
import { closuresQuery, useCloseYear, useReopenYear } from '../../api/tax-years'
import { useConfirm } from '../../components/confirm/confirm-context'
import { Panel } from '../../components/panel'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { currentYear, formatInstantDate } from '../../lib/format'
import { notifyFailure } from '../../lib/notify'

/** What closing a year does, said in its confirmation. */
const closingQuestion = (year: number) =>
  `Close ${year} after filing its return? Items, sales, expenses, receipts and odometer readings dated in ${year} can then no longer be added, changed or deleted, so its figures stay as filed. You can reopen it later; the reopening is recorded with its date.`

const reopeningQuestion = (year: number) =>
  `Reopen ${year}? Its items, sales, expenses, receipts and odometer readings can be changed again, which may change figures you have filed. The reopening is recorded with today’s date.`

/**
 * Closing the year shown on the Tax Summary (decision 026): 'Close {year}' for a year that has ended, with a
 * confirmation that says what closing does (asked first, while sold items of the year have no cost, whether
 * to close it with them, decision 034); a closed year's 'Closed on {date}' badge and 'Reopen {year}',
 * confirmed too; and every closing and reopening with its dates.
 */
export function CloseYearSection({ year, needsCost }: { year: number; needsCost: NeedsCost }) {
  const closures = useQuery(closuresQuery())
  const close = useCloseYear()
  const reopen = useReopenYear()
  const confirm = useConfirm()
  const closing = closures.data?.closed.find((row) => row.year === year)
  const hasEnded = year < currentYear()

  const onClose = async () => {
    // Sold items of the year without a cost: asked first, as their revenue would be filed as all profit.
    if (needsCost.count > 0) {
      const isClosingAnyway = await confirm({
        title: `Close ${year} with items at $0 cost?`,
        question: needsCostClosingQuestion(year, needsCost),
        confirmLabel: 'Close Anyway',
        cancelLabel: 'Not Yet',
      })
      if (!isClosingAnyway) return
    }
    const isSure = await confirm({
      title: `Close ${year}`,
      question: closingQuestion(year),
      confirmLabel: 'Close Year',
    })
    if (isSure) close.mutate(year, { onError: (error) => notifyFailure(`Failed to close ${year}`, error) })
  }
  const onReopen = async () => {
    const isSure = await confirm({
      title: `Reopen ${year}`,
      question: reopeningQuestion(year),
      confirmLabel: 'Reopen',
    })
    if (isSure) reopen.mutate(year, { onError: (error) => notifyFailure(`Failed to reopen ${year}`, error) })
  }

  const action = closing ? (
    <Button variant="secondary" onClick={() => void onReopen()} disabled={reopen.isPending}>
      <LockOpen aria-hidden="true" className="size-4" />
      Reopen {year}
    </Button>
  ) : hasEnded ? (
    <Button variant="secondary" onClick={() => void onClose()} disabled={close.isPending || !closures.data}>
      <Lock aria-hidden="true" className="size-4" />
      Close {year}
    </Button>
  ) : null

  return (
    <Panel
      title="Closing After Filing"
      description={
        closing
          ? `${year} is closed: what is dated in it cannot change until you reopen it.`
          : hasEnded
            ? `Close ${year} once its return is filed, so its figures cannot change by mistake.`
            : `${year} can be closed once it has ended.`
      }
      actions={action}
    >
      <div className="space-y-3">
        {closing ? (
          <Badge tone="blue">
            <Lock aria-hidden="true" className="size-3" />
            Closed on <span className="whitespace-nowrap">{formatInstantDate(closing.closedAt)}</span>
          </Badge>
        ) : null}
        <ClosingHistory history={closures.data?.history ?? []} />
      </div>
    </Panel>
  )
}

/** Every closing and reopening of the user's years, newest first. */
function ClosingHistory({ history }: { history: readonly TaxYearClosing[] }) {
  if (history.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No year has been closed yet.</p>
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">History</h3>
      <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {history.map((row) => (
          <li key={`${row.year}-${row.closedAt}`} className="flex flex-wrap gap-x-4 gap-y-0.5 py-1.5">
            <span className="w-12 font-medium text-slate-900 tabular-nums dark:text-white">{row.year}</span>
            <span className="text-slate-700 dark:text-slate-300">
              Closed on <span className="whitespace-nowrap">{formatInstantDate(row.closedAt)}</span>
            </span>
            <span className="text-slate-600 dark:text-slate-400">
              {row.reopenedAt ? (
                <>
                  Reopened on <span className="whitespace-nowrap">{formatInstantDate(row.reopenedAt)}</span>
                </>
              ) : (
                'Not reopened'
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
