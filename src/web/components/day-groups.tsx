import { useMemo, type ReactNode } from 'react'

import { groupByDay } from '../../domain/day-groups'
import type { IsoDate } from '../../domain/dates'
import type { Cents } from '../../domain/money'
import type { ListPaging } from '../hooks/use-infinite-rows'
import { formatCount } from '../lib/format'

import { MoneyText } from './money-text'
import { PagingStatus } from './table/paging-status'
import { Button } from './ui/button'

/** One day's count and total as the server summed them, over every matching record of that day. */
export interface DaySums {
  date: IsoDate
  count: number
  total: Cents
}

/** A list as useInfiniteRows gives it: the loaded rows, the pages with their day sums, the paging. */
export interface DayList<Row> {
  /** The loaded rows, newest first. */
  rows: readonly Row[]
  /** The loaded pages of the list; each carries the sums of the days it touches. */
  query: { data?: { pages: readonly { days: readonly DaySums[] }[] } | undefined }
  paging: ListPaging
}

interface DayGroupsProps<Row> {
  list: DayList<Row>
  dateOf: (row: Row) => IsoDate
  rowKey: (row: Row) => string
  renderRow: (row: Row) => ReactNode
  /** What a day counts, singular and plural: { one: 'expense', other: 'expenses' }. */
  noun: { one: string; other: string }
  /** The button that loads the next page: 'Load More Expenses'. */
  loadMoreLabel: string
  /** Shown instead of the days when there are no rows. */
  empty: ReactNode
}

/**
 * A list grouped by calendar day, newest day first (spec 2: expenses by day, receipts by purchase date).
 * Each day's header names the day and shows its count and total as the server summed them, not only over
 * the loaded rows; a day whose sums have not arrived counts its loaded rows. A button loads the next page.
 *
 *   <DayGroups list={list} dateOf={(expense) => expense.date}
 *     rowKey={(expense) => expense.id} renderRow={(expense) => <ExpenseCard expense={expense} />}
 *     noun={{ one: 'expense', other: 'expenses' }} loadMoreLabel="Load More Expenses" empty={<EmptyState title="No expenses yet" />} />
 */
export function DayGroups<Row>({
  list,
  dateOf,
  rowKey,
  renderRow,
  noun,
  loadMoreLabel,
  empty,
}: DayGroupsProps<Row>) {
  const { rows, paging } = list
  const pages = list.query.data?.pages
  const days = useMemo(() => {
    const sums = new Map<IsoDate, { count: number; total: Cents }>()
    for (const page of pages ?? []) for (const day of page.days) sums.set(day.date, day)
    return groupByDay(rows, dateOf).map((group) => ({
      ...group,
      sums: sums.get(group.date) ?? { count: group.items.length, total: 0 },
    }))
  }, [pages, rows, dateOf])

  if (rows.length === 0) return <>{empty}</>

  return (
    <div className="space-y-6">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <header className="mb-2 flex flex-wrap items-baseline justify-between gap-2 px-1">
            <h2 id={`day-${day.date}`} className="text-sm font-semibold text-slate-900 dark:text-white">
              {day.displayDate}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {formatCount(day.sums.count)} {day.sums.count === 1 ? noun.one : noun.other} ·{' '}
              <MoneyText cents={day.sums.total} className="font-medium text-slate-900 dark:text-white" />
            </p>
          </header>
          <ul className="space-y-3">
            {day.items.map((row) => (
              <li key={rowKey(row)}>{renderRow(row)}</li>
            ))}
          </ul>
        </section>
      ))}
      <div className="flex justify-center py-2">
        {paging.hasNextPage && !paging.isFetchingNextPage && !paging.isFetchNextPageError ? (
          <Button variant="secondary" onClick={() => void paging.fetchNextPage()}>
            {loadMoreLabel}
          </Button>
        ) : (
          <PagingStatus paging={paging} />
        )}
      </div>
    </div>
  )
}
