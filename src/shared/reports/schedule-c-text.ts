import { monthNameOf } from '../../domain/dates'
import { expenseCategoryLabel } from '../../domain/expenses/categories'
import type { NeedsCost } from '../../domain/items/needs-cost'
import { formatMiles, milesToTenths } from '../../domain/miles'
import { formatMileageRate, mileageRatesOfYear } from '../../domain/mileage/irs-rates'
import type { MonthlyMileageRow } from '../../domain/mileage/monthly-rows'
import { formatMoney, type Cents } from '../../domain/money'
import type { PartThree } from '../../domain/reports/part-three'
import {
  SCHEDULE_C_MAPPING,
  type CostOfGoodsDifference,
  type CostOfGoodsDifferencePart,
  type ScheduleCLine,
  type ScheduleCSource,
} from '../../domain/reports/schedule-c'
import type { FinancialSummary } from '../../domain/reports/tax-summary'

/*
 * The words of the Schedule C view, shared by the screen and the PDF (drawn in the browser for the page's
 * button and on the server for the year pack): which records each line sums, and the notes that say what
 * the view is and where it differs from the Tax Summary's estimate.
 */

/** What the Tax Summary answers of a year (GET /api/reports/tax-summary's `taxSummary`), as the words and the PDF read it. */
export interface TaxSummaryData {
  year: number
  summary: FinancialSummary
  expenseCounts: Readonly<Record<string, number>>
  mileage: {
    businessPercentage: number
    months: readonly MonthlyMileageRow[]
    totalMiles: number
    businessMiles: number
    deduction: Cents
    specEstimate: Cents
  }
  scheduleC: readonly ScheduleCLine[]
  /** Schedule C Part III of the year, by the book. */
  partThree?: PartThree | undefined
  /** Why line 4 (Part III line 42) differs from the summary's Cost of Goods Sold, in parts. */
  lineFour?: CostOfGoodsDifference | undefined
  /** The year's sold items without a cost and their revenue (decision 034). */
  needsCost?: NeedsCost | undefined
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

/** Miles for display with one decimal: 1234.5 → '1,234.5'. */
export const milesText = (miles: number) => {
  const [whole = '0', tenth = '0'] = formatMiles(milesToTenths(miles)).split('.')
  return `${Number(whole).toLocaleString('en-US')}.${tenth}`
}

function sourceRecords(source: ScheduleCSource, data: TaxSummaryData): string {
  const sold = plural(data.summary.itemsSold, 'item sold', 'items sold')
  if (typeof source === 'object') {
    const count = data.expenseCounts[source.category] ?? 0
    return `${expenseCategoryLabel(source.category)}: ${plural(count, 'expense', 'expenses')}`
  }
  if (source === 'grossSalesRevenue') return `Sale price and postage charged of ${sold} in ${data.year}`
  if (source === 'returnsAndAllowances')
    return `${plural(data.summary.refundCount ?? 0, 'refund', 'refunds')} dated in ${data.year}, returns and allowances`
  if (source === 'partThreeLine42')
    return `Part III line 42: beginning inventory plus purchases less withdrawals, less ending inventory (cost of goods of ${sold} in ${data.year}${data.lineFour && data.lineFour.difference !== 0 ? ', with the difference explained below' : ''})`
  if (source === 'mileageDeduction')
    return `${milesText(data.mileage.businessMiles)} business miles from the odometer log, at the IRS rate of each month`
  if (source === 'sellingFees') return `General and promo fees of ${sold}`
  return `Postage paid on ${sold}`
}

/** What each Schedule C line sums, in the form's order (the lines come in the mapping's order). */
export function lineRecords(data: TaxSummaryData): string[][] {
  return SCHEDULE_C_MAPPING.map((entry) => entry.sources.map((source) => sourceRecords(source, data)))
}

const items = (count: number) => plural(count, 'item', 'items')

/** The words of each part of the difference between line 42 and the cost of the items sold. */
function differencePartText(
  part: { part: CostOfGoodsDifferencePart; amount: Cents; count: number },
  year: number,
): string {
  if (part.part === 'discarded')
    return `Discarded items' cost: ${items(part.count)} thrown away in ${year}, in line 42 though not sold`
  if (part.part === 'returned')
    return `${items(part.count)} returned in ${year} and back in inventory: their cost, in line 42 of the year they sold in, is no purchase`
  if (part.part === 'leftBeforeAcquired')
    return `${items(part.count)} that left in ${year} but were bought in a later year (a purchase date after the sold or disposal date, stored before such dates were refused): counted in that year's Part III`
  return `${items(part.count)} bought in ${year} that had left in an earlier year (a purchase date after the sold or disposal date, stored before such dates were refused): counted in ${year}`
}

/**
 * The line 4 note when Part III line 42 differs from the Tax Summary's Cost of Goods Sold: both figures and
 * the parts of the difference, each with its amount; null when they agree.
 */
export function lineFourNote(
  data: TaxSummaryData,
): { text: string; parts: { text: string; amount: Cents }[] } | null {
  const difference = data.lineFour
  if (!difference || difference.difference === 0) return null
  return {
    text: `Line 4 is Part III line 42, ${formatMoney(difference.line42)}, where the Tax Summary's Cost of Goods Sold is ${formatMoney(difference.costOfGoodsSold)} (the cost of the items sold in ${data.year}, by sold date): ${formatMoney(Math.abs(difference.difference))} ${difference.difference > 0 ? 'more' : 'less'}, because of:`,
    parts: difference.parts.map((part) => ({
      text: differencePartText(part, data.year),
      amount: part.amount,
    })),
  }
}

/**
 * The IRS rates of a year as the Odometer screen names them: 'rate of $0.70 a mile', or 'rates of $0.725
 * a mile from January to June and $0.76 from July to December' when it changed during the year.
 */
function ratesText(year: number): string {
  const periods = mileageRatesOfYear(year)
  if (periods.length === 1) return `rate of ${formatMileageRate(periods[0]!.rate)} a mile`
  const spans = periods.map(
    (period, index) =>
      `${formatMileageRate(period.rate)}${index === 0 ? ' a mile' : ''} from ${monthNameOf(period.from)} to ${monthNameOf(period.to)}`,
  )
  return `rates of ${spans.slice(0, -1).join(', ')} and ${spans.at(-1)!}`
}

/** The notes of the Schedule C view: an aid, not advice, and where it differs from the Tax Summary. */
export function scheduleCNotes(data: TaxSummaryData): string[] {
  const { mileage } = data
  const lineFour = lineFourNote(data)
  return [
    `This view places the ${data.year} figures on the lines of IRS Schedule C (Form 1040) as an aid for you and your tax professional. It is not tax advice: check every line before you file.`,
    ...(lineFour
      ? [
          `${lineFour.text} ${lineFour.parts.map((part) => `${part.text} (${part.amount < 0 ? '−' : '+'}${formatMoney(Math.abs(part.amount))})`).join('; ')}.`,
        ]
      : []),
    `Line 9 takes the standard mileage deduction at the IRS rate in force in each month the miles were driven: ${formatMoney(mileage.deduction)} for ${milesText(mileage.businessMiles)} business miles (${mileage.businessPercentage}% of ${milesText(mileage.totalMiles)} miles). The Tax Summary's Net Profit Before Tax leaves mileage out; the Odometer screen estimates it with the same ${data.year} ${ratesText(data.year)}.`,
    'Line 23 lists Taxes & Fees expenses, which the Tax Summary does not count as deductible; sales tax you collected and remit is not income and is not on these lines.',
  ]
}
