import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

export type StatTone = 'neutral' | 'positive' | 'negative' | 'info' | 'warning'

const VALUE_TONES: Record<StatTone, string> = {
  neutral: 'text-slate-900 dark:text-white',
  positive: 'text-emerald-700 dark:text-emerald-400',
  negative: 'text-red-600 dark:text-red-400',
  info: 'text-blue-700 dark:text-blue-300',
  warning: 'text-amber-700 dark:text-amber-300',
}

const ICON_TONES: Record<StatTone, string> = {
  neutral: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
  positive: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/10 dark:text-emerald-400',
  negative: 'bg-red-50 text-red-600 dark:bg-red-500/10 dark:text-red-400',
  info: 'bg-blue-50 text-blue-600 dark:bg-blue-500/10 dark:text-blue-300',
  warning: 'bg-amber-50 text-amber-600 dark:bg-amber-500/10 dark:text-amber-300',
}

/**
 * A row of stat cards, as a description list so each label names its value for screen readers:
 *
 *   <StatGrid>
 *     <StatCard label="Total Items" value={formatCount(counts.total)} icon={Package} />
 *     <StatCard label="Net Profit" value={<MoneyText cents={net} />} tone={net < 0 ? 'negative' : 'positive'} />
 *   </StatGrid>
 */
export function StatGrid({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <dl className={`grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4 ${className}`}>{children}</dl>
}

/** One figure with its label, an optional hint line, icon and tone. Use inside StatGrid. */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  tone = 'neutral',
}: {
  label: string
  value: ReactNode
  hint?: ReactNode
  icon?: LucideIcon
  tone?: StatTone
}) {
  return (
    // A <dl> group holds only <dt> and <dd>, so the icon sits inside the term.
    <div className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <dt className="flex items-start justify-between gap-3 text-sm font-medium text-slate-600 dark:text-slate-400">
        {label}
        {Icon ? (
          <span className={`grid size-9 shrink-0 place-items-center rounded-lg ${ICON_TONES[tone]}`}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
        ) : null}
      </dt>
      <dd className={`mt-1 truncate text-2xl font-semibold tracking-tight tabular-nums ${VALUE_TONES[tone]}`}>
        {value}
      </dd>
      {hint ? <dd className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</dd> : null}
    </div>
  )
}
