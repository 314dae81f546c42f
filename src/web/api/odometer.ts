import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'

import type { NewOdometerReading, OdometerReadingUpdate } from '../../shared/schemas/odometer'

import { api, call, send } from './client'
import { writeOrKeep } from './kept-writes'
import { listQuery } from './lists'

export const odometerKeys = {
  all: ['odometer-readings'] as const,
  lists: ['odometer-readings', 'list'] as const,
  summaries: ['odometer-readings', 'summary'] as const,
}

async function fetchSummary(year: number, signal: AbortSignal) {
  return (
    await call(api['odometer-readings'].summary.$get({ query: { year: String(year) } }, { init: { signal } }))
  ).summary
}

/** Every figure of the Odometer Tracking page for `year`, in one request (stats, monthly rows, rates). */
export const odometerSummaryQuery = (year: number) =>
  queryOptions({
    queryKey: [...odometerKeys.summaries, year],
    queryFn: ({ signal }) => fetchSummary(year, signal),
  })

/** The figures of one year as the server answers them. */
export type OdometerSummary = Awaited<ReturnType<typeof fetchSummary>>

const fetchReadingPage = (query: { cursor?: string }, init: RequestInit) =>
  call(api['odometer-readings'].$get({ query }, { init }))

/** All the readings, newest first (spec 7), a page at a time. */
export const odometerReadingsQuery = () => listQuery(odometerKeys.lists, {}, fetchReadingPage)

/** One reading as the list answers it. */
export type OdometerReading = Awaited<ReturnType<typeof fetchReadingPage>>['rows'][number]

function useInvalidateReadings() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: odometerKeys.all })
}

export function useAddReading() {
  const invalidate = useInvalidateReadings()
  return useMutation({
    // Without the network the reading is kept on this device and sent when it returns (decision 024).
    mutationFn: async (reading: NewOdometerReading) =>
      (
        await writeOrKeep<InferResponseType<(typeof api)['odometer-readings']['$post'], 201>>(
          'reading',
          '/api/odometer-readings',
          reading,
        )
      )?.reading ?? null,
    // A write kept offline does not wait for the lists, which cannot be read again until the network returns.
    onSuccess: (saved) => (saved === null ? void invalidate() : invalidate()),
  })
}

export function useUpdateReading() {
  const invalidate = useInvalidateReadings()
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: OdometerReadingUpdate }) =>
      (await call(api['odometer-readings'][':id'].$patch({ param: { id }, json: changes }))).reading,
    onSuccess: invalidate,
  })
}

export function useDeleteReading() {
  const invalidate = useInvalidateReadings()
  return useMutation({
    mutationFn: (id: string) => send(api['odometer-readings'][':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
  })
}
