import { queryOptions } from '@tanstack/react-query'

import { api, call } from './client'
import { listQuery } from './lists'

/*
 * The reports read what every other screen writes (items, expenses, readings, settings), so they are never
 * taken from the cache without asking again: staleTime 0 refetches them whenever a report is opened.
 */
export const reportKeys = {
  all: ['reports'] as const,
  dashboard: ['reports', 'dashboard'] as const,
  monthlySales: (year: number | undefined) => ['reports', 'monthly-sales', year ?? 'current'] as const,
  soldInMonth: ['reports', 'sold-in-month'] as const,
  insights: (year: number | undefined) => ['reports', 'insights', year ?? 'current'] as const,
  taxSummary: (year: number | undefined) => ['reports', 'tax-summary', year ?? 'current'] as const,
}

const yearQuery = (year: number | undefined) => (year === undefined ? {} : { year: String(year) })

/** The Dashboard's figures (spec 2). */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: reportKeys.dashboard,
    queryFn: async ({ signal }) =>
      (await call(api.reports.dashboard.$get(undefined, { init: { signal } }))).dashboard,
    staleTime: 0,
  })

/** Monthly Sales of a year (the user's current year when undefined), with the years that have sales. */
export const monthlySalesQuery = (year: number | undefined) =>
  queryOptions({
    queryKey: reportKeys.monthlySales(year),
    queryFn: async ({ signal }) =>
      call(api.reports['monthly-sales'].$get({ query: yearQuery(year) }, { init: { signal } })),
    staleTime: 0,
  })

/** The items sold in a month, page by page, with each day's sums on the first page. */
export const soldInMonthQuery = (month: string) =>
  listQuery(reportKeys.soldInMonth, { month }, (query, init) =>
    call(api.reports['monthly-sales'].items.$get({ query }, { init })),
  )

/** The year's top brands and purchase locations by profit. */
export const insightsQuery = (year: number | undefined) =>
  queryOptions({
    queryKey: reportKeys.insights(year),
    queryFn: async ({ signal }) =>
      (await call(api.reports.insights.$get({ query: yearQuery(year) }, { init: { signal } }))).insights,
    staleTime: 0,
  })

const fetchTaxSummary = (year: number | undefined, signal: AbortSignal) =>
  call(api.reports['tax-summary'].$get({ query: yearQuery(year) }, { init: { signal } }))

/** The answer of the tax summary: the years with data, and the summary of the year asked for. */
export type TaxSummaryAnswer = Awaited<ReturnType<typeof fetchTaxSummary>>
export type YearTaxSummary = TaxSummaryAnswer['taxSummary']

/** The Yearly Tax Summary and its Schedule C view, with the years that have data. */
export const taxSummaryQuery = (year: number | undefined) =>
  queryOptions({
    queryKey: reportKeys.taxSummary(year),
    queryFn: ({ signal }) => fetchTaxSummary(year, signal),
    staleTime: 0,
  })
