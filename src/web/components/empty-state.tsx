import { Plus, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from './ui/button'

/**
 * A calm placeholder for a list with nothing in it: icon, title, hint and an optional action. `add` is the
 * usual action, a primary button with a plus ('Add Expense'); `action` takes any other.
 */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  add,
  action,
}: {
  icon?: LucideIcon
  title: string
  hint?: string
  add?: { label: string; onClick: () => void }
  action?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      {Icon ? (
        <span className="mb-4 grid size-12 place-items-center rounded-full bg-emerald-50 text-emerald-600 dark:bg-emerald-500/10 dark:text-emerald-400">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
      {hint ? <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">{hint}</p> : null}
      {add ? (
        <div className="mt-5">
          <Button onClick={add.onClick}>
            <Plus aria-hidden="true" className="size-4" />
            {add.label}
          </Button>
        </div>
      ) : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  )
}

/**
 * The empty state of a list that can be searched or filtered: 'nothing found' with a hint to widen the
 * search while filtered, otherwise 'nothing yet' with the add button.
 *
 *   <ListEmptyState isFiltered={isFiltered} icon={Receipt} add={{ label: 'Add Expense', onClick: onAdd }}
 *     notFound={{ title: 'No expenses found', hint: 'Try another search, category or month.' }}
 *     none={{ title: 'No expenses yet', hint: 'Record supplies, fees and services you pay for the business.' }} />
 */
export function ListEmptyState({
  isFiltered,
  icon,
  notFound,
  none,
  add,
}: {
  isFiltered: boolean
  icon: LucideIcon
  notFound: { title: string; hint: string }
  none: { title: string; hint: string }
  add: { label: string; onClick: () => void }
}) {
  return isFiltered ? (
    <EmptyState icon={icon} title={notFound.title} hint={notFound.hint} />
  ) : (
    <EmptyState icon={icon} title={none.title} hint={none.hint} add={add} />
  )
}
