import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import type { YearBusinessUse } from '../../shared/schemas/settings'

import { api, call } from './client'
import { odometerKeys } from './odometer'
import { reportKeys } from './reports'

const taxYearKeys = { closures: ['tax-years', 'closures'] as const }

/** The user's closed years and the history of closings and reopenings (decision 026). */
export const closuresQuery = () =>
  queryOptions({
    queryKey: taxYearKeys.closures,
    queryFn: async ({ signal }) =>
      (await call(api['tax-years'].closures.$get(undefined, { init: { signal } }))).closures,
  })

/** Closing or reopening answers the closures, which become the cache; the reports read them again. */
function useClosureChange(change: 'close' | 'reopen') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (year: number) =>
      (await call(api['tax-years'][':year'][change].$post({ param: { year: String(year) } }))).closures,
    onSuccess: (closures) => {
      queryClient.setQueryData(taxYearKeys.closures, closures)
      void queryClient.invalidateQueries({ queryKey: reportKeys.all })
    },
  })
}

/** Close a year that has ended, after filing it. */
export const useCloseYear = () => useClosureChange('close')

/** Reopen a closed year; its closing stays in the history with the reopening's date. */
export const useReopenYear = () => useClosureChange('reopen')

/**
 * Give one year its own business use of the vehicle (decision 026): that year alone; a closed year's is
 * refused. Its Odometer page and the reports read it again.
 */
export function useSetYearBusinessUse(year: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (values: YearBusinessUse) =>
      call(api['tax-years'][':year']['business-use'].$put({ param: { year: String(year) }, json: values })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: odometerKeys.all })
      void queryClient.invalidateQueries({ queryKey: reportKeys.all })
    },
  })
}
