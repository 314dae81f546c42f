import { useInfiniteQuery } from '@tanstack/react-query'
import { PackageCheck } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { z } from 'zod'

import { formatShortDate } from '../../../domain/dates'
import { resultsCounter } from '../../../domain/items/search'
import { NEEDS_COST_TITLE } from '../../../domain/items/needs-cost'
import { loadFailureMessage } from '../../../domain/messages'
import { bulkCostSchema } from '../../../shared/schemas/item'
import { itemsQuery, useBulkCost, type Item } from '../../api/items'
import { EmptyState } from '../../components/empty-state'
import { SaveError } from '../../components/error-alert'
import { MoneyField } from '../../components/fields/money-field'
import { SelectField } from '../../components/fields/select-field'
import { MoneyText } from '../../components/money-text'
import { PageHeader } from '../../components/page-header'
import { PagingStatus } from '../../components/table/paging-status'
import { Button, buttonClassName } from '../../components/ui/button'
import { LoadingSpinner } from '../../components/ui/loading-spinner'
import { WarningBanner } from '../../components/ui/warning-banner'
import { useInfiniteRows } from '../../hooks/use-infinite-rows'
import { useUrlState } from '../../hooks/use-url-state'
import { errorMessage } from '../../lib/errors'

/** The list's orders: the server sorts and pages each (the Sold list's indexes). */
const ORDERS = [
  { value: 'soldDate-desc', label: 'Sold date, newest first' },
  { value: 'soldDate-asc', label: 'Sold date, oldest first' },
  { value: 'sku-asc', label: 'SKU' },
  { value: 'brand-asc', label: 'Brand' },
] as const
type Order = (typeof ORDERS)[number]['value']
const PARAMS = {
  order: z.enum(ORDERS.map((order) => order.value) as [Order, ...Order[]]).catch('soldDate-desc'),
  // '' is every year; a Tax Summary's notice and its closing question open the list of their year.
  year: z
    .string()
    .regex(/^(19|[2-9]\d)\d\d$/)
    .catch(''),
}

const muted = 'text-slate-600 dark:text-slate-400'

/** What the person typed: the text of each item's cost, by item id. */
type Typed = Record<string, string>

/** How many costs are typed, said on the save button's line. */
const typedCountText = (count: number) =>
  count === 0
    ? 'Type the costs you know, then save them together.'
    : `${count} ${count === 1 ? 'cost' : 'costs'} to save`

/**
 * Needs Cost (decision 034): the sold items without a cost (sold at $0 cost), paged and sorted by the
 * server, each with a Cost field; the costs typed are saved together in one request, all or none.
 */
export function NeedsCostPage() {
  const [params, setParams] = useUrlState(PARAMS)
  const [sort, dir] = params.order.split('-') as ['soldDate' | 'sku' | 'brand', 'asc' | 'desc']
  const list = useInfiniteRows(
    useInfiniteQuery(
      itemsQuery({
        status: 'sold',
        needsCost: 'true',
        q: '',
        sort,
        dir,
        ...(params.year === '' ? {} : { soldYear: params.year }),
      }),
    ),
  )
  const [typed, setTyped] = useState<Typed>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useBulkCost()
  const entered = Object.entries(typed).filter(([, text]) => text.trim() !== '')

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    save.reset()
    const costs = entered.map(([id, costOfGoods]) => ({ id, costOfGoods }))
    const parsed = bulkCostSchema.safeParse({ costs })
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) {
        const index = issue.path[1]
        const id = typeof index === 'number' ? costs[index]?.id : undefined
        found[id ?? ''] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    save.mutate(parsed.data.costs, {
      onSuccess: (changed) => {
        setTyped({})
        toast.success(`Saved ${changed} ${changed === 1 ? 'cost' : 'costs'}`)
      },
    })
  }

  return (
    <>
      <PageHeader
        title={NEEDS_COST_TITLE}
        description="Sold items without a cost: until you enter what you paid, their whole revenue counts as profit."
      >
        <Link to="/sold?needsCost=true" className={buttonClassName({ variant: 'secondary' })}>
          View in Sold
        </Link>
      </PageHeader>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <p className={`text-sm ${muted}`} aria-live="polite">
            {list.counts ? resultsCounter(list.counts.matching, list.counts.total, 'sold items') : '\u00a0'}
            {params.year === '' ? null : ` · sold in ${params.year}`}
          </p>
          {params.year === '' ? null : (
            <Button variant="secondary" size="sm" onClick={() => setParams({ year: '' })}>
              Show All Years
            </Button>
          )}
        </div>
        <SelectField
          label="Sort by"
          className="w-full sm:w-60"
          options={ORDERS}
          value={params.order}
          onChange={(event) => setParams({ order: event.target.value as Order })}
        />
      </div>
      {list.query.isError && list.rows.length === 0 ? (
        <WarningBanner
          message={loadFailureMessage('item')}
          detail={errorMessage(list.query.error)}
          onRetry={() => void list.query.refetch()}
          isRetrying={list.query.isFetching}
        />
      ) : list.isPending ? (
        <LoadingSpinner label="Loading sold items..." showLabel />
      ) : list.rows.length === 0 ? (
        <EmptyState
          icon={PackageCheck}
          title="Every sold item has a cost"
          hint="Items sold at $0 cost, such as those an imported sale created, show up here."
        />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Costs of sold items" className="space-y-4">
          {errors[''] ? <SaveError error={new Error(errors[''])} /> : null}
          <SaveError error={save.error} />
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {list.rows.map((item) => (
              <CostRow
                key={item.id}
                item={item}
                value={typed[item.id] ?? ''}
                error={errors[item.id]}
                onChange={(text) => {
                  setTyped((current) => ({ ...current, [item.id]: text }))
                  // A changed cost is checked again on saving: its old message goes.
                  setErrors(({ [item.id]: _changed, ...rest }) => rest)
                }}
              />
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-center gap-3">
            <PagingStatus paging={list.paging} />
            {list.paging.hasNextPage && !list.paging.isFetchingNextPage ? (
              <Button variant="secondary" onClick={() => void list.paging.fetchNextPage()}>
                Show More
              </Button>
            ) : null}
          </div>
          <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 rounded-xl border border-slate-200 bg-white/95 px-3 py-3 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
            <p className={`flex-1 text-sm ${muted}`} aria-live="polite">
              {typedCountText(entered.length)}
            </p>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Costs'}
            </Button>
          </div>
        </form>
      )}
    </>
  )
}

/** One sold item: what it is, when it sold and for how much, and its Cost field. */
function CostRow({
  item,
  value,
  error,
  onChange,
}: {
  item: Item
  value: string
  error: string | undefined
  onChange: (text: string) => void
}) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-mono text-sm font-medium text-slate-900 dark:text-white">{item.sku}</p>
        <p className={`line-clamp-2 text-sm ${muted}`}>
          <span className="font-semibold text-slate-900 dark:text-white">{item.brand}</span>{' '}
          {item.description}
        </p>
        <p className={`mt-1 text-sm ${muted}`}>
          Sold {item.soldDate ? formatShortDate(item.soldDate) : '—'} · Revenue{' '}
          <MoneyText cents={item.salePrice + item.postageCharged} className="font-medium" />
        </p>
      </div>
      <MoneyField
        label={`Cost of ${item.sku}`}
        className="w-full sm:w-44 sm:shrink-0"
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    </li>
  )
}
