import { CalendarDays, CalendarRange, type LucideIcon } from 'lucide-react'
import { useLayoutEffect, useRef, type ReactNode } from 'react'

import type { Cents } from '../../domain/money'

import { MoneyText } from './money-text'

type StatTone = 'neutral' | 'positive' | 'negative' | 'info' | 'warning'

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
 * The ways a grid may fit its figures, in order of preference: a type size (2xl, xl, lg) and how many
 * columns it keeps (all it was given; 'half', at most two; 'one'). The grid takes the first at which every
 * figure fits its card on one line.
 */
const FITS = [
  { size: '2xl', stack: null },
  { size: 'xl', stack: null },
  { size: 'lg', stack: null },
  { size: 'xl', stack: 'half' },
  { size: 'lg', stack: 'half' },
  { size: 'lg', stack: 'one' },
] as const

/**
 * Fits a grid's figures to their cards, again whenever the grid's width or a figure changes: the type
 * steps down (2xl, xl, lg) so the figures of a row keep one size, and when even the smallest does not fit,
 * the grid takes fewer columns and its cards grow as wholes. A figure is never broken across lines nor
 * cut off.
 */
function useFittedFigures() {
  const gridRef = useRef<HTMLDListElement>(null)
  useLayoutEffect(() => {
    const grid = gridRef.current
    if (!grid) return
    let width = -1
    const fit = () => {
      width = grid.clientWidth
      const figures = [...grid.querySelectorAll<HTMLElement>('[data-stat-value]')]
      // While measuring, each figure is clipped to its card (see StatCard), so its scrollWidth is the whole
      // line's width.
      grid.dataset.measuring = ''
      const fits = () => figures.every((figure) => figure.scrollWidth <= figure.clientWidth)
      let chosen: (typeof FITS)[number] = FITS[FITS.length - 1]!
      for (const candidate of FITS) {
        grid.dataset.figureSize = candidate.size
        if (candidate.stack) grid.dataset.stack = candidate.stack
        else delete grid.dataset.stack
        if (fits()) {
          chosen = candidate
          break
        }
      }
      grid.dataset.figureSize = chosen.size
      if (chosen.stack) grid.dataset.stack = chosen.stack
      else delete grid.dataset.stack
      delete grid.dataset.measuring
    }
    fit()
    // Only a new width or new figures call for a new fit (a new size changes the grid's height only). The
    // fit waits for the next frame: resizing the observed grid inside the observer's callback would leave
    // a notification undelivered, which browsers report as an error.
    let frame = 0
    const resizes = new ResizeObserver(() => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        if (grid.clientWidth !== width) fit()
      })
    })
    resizes.observe(grid)
    const changes = new MutationObserver(fit)
    changes.observe(grid, { childList: true, characterData: true, subtree: true })
    void document.fonts.ready.then(fit)
    return () => {
      cancelAnimationFrame(frame)
      resizes.disconnect()
      changes.disconnect()
    }
  }, [])
  return gridRef
}

/** Columns of a grid of stat cards: two on a phone, the chosen number on a wide screen. */
const GRID_COLUMNS = {
  2: '',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'sm:grid-cols-3 xl:grid-cols-5',
} as const

/** Fewer columns for figures too wide for their cards even in the smallest type (see useFittedFigures). */
const STACKED = 'data-[stack=half]:grid-cols-1 sm:data-[stack=half]:grid-cols-2 data-[stack=one]:grid-cols-1'

/**
 * A row of stat cards, as a description list so each label names its value for screen readers: two
 * columns on a phone and `columns` (4 by default) on a wide screen. Its figures share one type size, the
 * largest at which all fit their cards on one line; when none does, the grid takes fewer columns (see
 * useFittedFigures).
 *
 *   <StatGrid>
 *     <StatCard label="Total Items" value={formatCount(counts.total)} icon={Package} />
 *     <StatCard label="Net Profit" value={<MoneyText cents={net} />} tone={net < 0 ? 'negative' : 'positive'} />
 *   </StatGrid>
 */
export function StatGrid({
  columns = 4,
  className = '',
  children,
}: {
  columns?: keyof typeof GRID_COLUMNS
  className?: string
  children: ReactNode
}) {
  const gridRef = useFittedFigures()
  return (
    <dl
      ref={gridRef}
      className={`group/stats grid grid-cols-2 gap-3 sm:gap-4 ${GRID_COLUMNS[columns]} ${STACKED} ${className}`}
    >
      {children}
    </dl>
  )
}

/**
 * One figure with its label, an optional hint line, icon and tone. Use inside StatGrid. The figure is on
 * one line and never cut off: its type steps down with the grid's, then the grid takes fewer columns and
 * the card grows.
 */
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
      <dd
        data-stat-value=""
        className={`mt-1 text-2xl font-semibold tracking-tight whitespace-nowrap tabular-nums group-data-measuring/stats:overflow-hidden group-data-[figure-size=lg]/stats:text-lg group-data-[figure-size=xl]/stats:text-xl ${VALUE_TONES[tone]}`}
      >
        {value}
      </dd>
      {hint ? <dd className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</dd> : null}
    </div>
  )
}

/** The spending of this month and this year (expenses, receipts), as two cards of a StatGrid. */
export function PeriodTotalCards({ monthlyTotal, yearlyTotal }: { monthlyTotal: Cents; yearlyTotal: Cents }) {
  return (
    <>
      <StatCard
        label="This Month"
        value={<MoneyText cents={monthlyTotal} />}
        icon={CalendarDays}
        tone="info"
      />
      <StatCard
        label="This Year"
        value={<MoneyText cents={yearlyTotal} />}
        icon={CalendarRange}
        tone="positive"
      />
    </>
  )
}
