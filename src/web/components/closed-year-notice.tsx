import { Lock } from 'lucide-react'
import { Link } from 'react-router'

import { closedYearMessage } from '../../domain/tax-year/closed-years'

/**
 * The notice at the top of a form whose record is dated in a closed tax year: why its fields cannot change,
 * and where the year is reopened (decision 026).
 *
 *   {closedYear !== null ? <ClosedYearNotice year={closedYear} /> : null}
 */
export function ClosedYearNotice({ year }: { year: number }) {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-xl border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-500/40 dark:bg-sky-500/10 dark:text-sky-100"
    >
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700 dark:text-sky-300" />
      <p>
        {closedYearMessage(year)}{' '}
        <Link
          to={`/yearly-taxes?year=${year}`}
          className="font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950 dark:text-sky-200 dark:hover:text-white"
        >
          Open the {year} Tax Summary
        </Link>
      </p>
    </div>
  )
}
