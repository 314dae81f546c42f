import { describe, expect, it } from 'vitest'

import { financialSummary } from '../../domain/reports/tax-summary'
import { EMPTY_ITEM_TOTALS } from '../../domain/items/totals'
import { lineFourNote, scheduleCNotes, type TaxSummaryData } from './schedule-c-text'

const data = (lineFour: TaxSummaryData['lineFour']): TaxSummaryData => ({
  year: 2026,
  summary: financialSummary({
    sold: { ...EMPTY_ITEM_TOTALS },
    expensesByCategory: [],
    inventoryCostOfGoods: 0,
  }),
  expenseCounts: {},
  mileage: {
    businessPercentage: 0,
    months: [],
    totalMiles: 0,
    businessMiles: 0,
    deduction: 0,
    specEstimate: 0,
  },
  scheduleC: [],
  lineFour,
})

describe('lineFourNote', () => {
  it('says nothing when line 42 is the cost of the items sold', () => {
    const same = data({ line42: 500, costOfGoodsSold: 500, difference: 0, parts: [] })
    expect(lineFourNote(same)).toBeNull()
    expect(scheduleCNotes(same).some((note) => note.startsWith('Line 4'))).toBe(false)
  })

  it('gives both figures and each part of the difference with its amount', () => {
    const note = lineFourNote(
      data({
        line42: 74000,
        costOfGoodsSold: 110000,
        difference: -36000,
        parts: [
          { part: 'discarded', amount: 4000, count: 2 },
          { part: 'leftBeforeAcquired', amount: -40000, count: 3 },
        ],
      }),
    )
    expect(note?.text).toBe(
      "Line 4 is Part III line 42, $740.00, where the Tax Summary's Cost of Goods Sold is $1,100.00 (the cost of the items sold in 2026, by sold date): $360.00 less, because of:",
    )
    expect(note?.parts).toEqual([
      {
        text: "Discarded items' cost: 2 items thrown away in 2026, in line 42 though not sold",
        amount: 4000,
      },
      {
        text: "3 items that left in 2026 but were bought in a later year (a purchase date after the sold or disposal date, stored before such dates were refused): counted in that year's Part III",
        amount: -40000,
      },
    ])
  })
})

describe('the mileage note', () => {
  const mileageNote = (year: number) =>
    scheduleCNotes({ ...data(undefined), year }).find((note) => note.startsWith('Line 9')) ?? ''

  it('names the rates the Odometer screen shows for the year, not the spec’s 2024 rate', () => {
    expect(mileageNote(2026)).toContain(
      'the Odometer screen estimates it with the same 2026 rates of $0.725 a mile from January to June and $0.76 from July to December.',
    )
    expect(mileageNote(2025)).toContain('the same 2025 rate of $0.70 a mile.')
    expect(mileageNote(2026)).not.toContain('2024')
  })
})
