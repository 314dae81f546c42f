import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import type { MarketplaceId } from '../../domain/marketplaces/marketplaces'
import type { Form1099kFigure } from '../../shared/schemas/form-1099k'

import { api, call, send } from './client'

const form1099kKeys = {
  all: ['form-1099k'] as const,
  year: (year: number) => ['form-1099k', year] as const,
}

const fetchReconciliation = async (year: number, signal: AbortSignal) =>
  (
    await call(
      api['tax-years'][':year']['form-1099k'].$get({ param: { year: String(year) } }, { init: { signal } }),
    )
  ).form1099k

/** The 1099-K reconciliation of a year as the server answers it. */
export type Form1099kReconciliation = Awaited<ReturnType<typeof fetchReconciliation>>
export type Form1099kMarketplace = Form1099kReconciliation['marketplaces'][number]

/**
 * Each marketplace's 1099-K figures of `year` beside Frogwalk's sums, reconciled. Asked again whenever the
 * page opens, like the reports: the sums follow every item saved elsewhere.
 */
export const form1099kQuery = (year: number) =>
  queryOptions({
    queryKey: form1099kKeys.year(year),
    queryFn: ({ signal }) => fetchReconciliation(year, signal),
    staleTime: 0,
  })

/** Keeps what a marketplace's 1099-K says for a year (the gross as typed, the count when given). */
export function useSave1099kFigure(year: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ marketplace, figure }: { marketplace: MarketplaceId; figure: Form1099kFigure }) =>
      (
        await call(
          api['tax-years'][':year']['form-1099k'][':marketplace'].$put({
            param: { year: String(year), marketplace },
            json: figure,
          }),
        )
      ).figure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: form1099kKeys.year(year) }),
  })
}

/** Forgets what was typed for a marketplace's 1099-K of a year. */
export function useDelete1099kFigure(year: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (marketplace: MarketplaceId) =>
      send(
        api['tax-years'][':year']['form-1099k'][':marketplace'].$delete({
          param: { year: String(year), marketplace },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: form1099kKeys.year(year) }),
  })
}
