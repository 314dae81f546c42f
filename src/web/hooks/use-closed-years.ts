import { useQuery } from '@tanstack/react-query'

import type { IsoDate } from '../../domain/dates'
import { closedYearDateMessage, yearOf } from '../../domain/tax-year/closed-years'
import { closuresQuery } from '../api/tax-years'

const NONE: ReadonlySet<number> = new Set()

interface ClosedYears {
  /** The years the user has closed; empty while they load (the server refuses a write into one anyway). */
  years: ReadonlySet<number>
  /** The closed year a date is in, or null: a stored record dated in it shows read-only. */
  yearOf: (date: IsoDate | null | undefined) => number | null
  /** The error for a date typed into a new record, shown at once under the date field. */
  dateError: (date: IsoDate | null | undefined) => string | undefined
}

/**
 * The user's closed tax years, for the forms: a record dated in one shows the ClosedYearNotice with its
 * fields disabled, and a new record's date in one shows the error before saving (decision 026).
 */
export function useClosedYears(): ClosedYears {
  const closures = useQuery(closuresQuery())
  const years = closures.data ? new Set(closures.data.closed.map((row) => row.year)) : NONE
  const closedYear = (date: IsoDate | null | undefined) => {
    if (!date || !/^\d{4}-/.test(date)) return null
    const year = yearOf(date)
    return years.has(year) ? year : null
  }
  return {
    years,
    yearOf: closedYear,
    dateError: (date) => {
      const year = closedYear(date)
      return year === null ? undefined : closedYearDateMessage(year)
    },
  }
}
