import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  closedYearMessage,
  expenseWriteClosedYear,
  itemWriteClosedYear,
  lineItemWriteClosedYear,
  readingWriteClosedYear,
  receiptWriteClosedYear,
  type ItemFigures,
} from './closed-years'

const closed = (...years: number[]) => new Set(years)

const item = (fields: Partial<ItemFigures> = {}): ItemFigures => ({
  acquiredDate: '2024-03-01',
  costOfGoods: 500,
  exitDate: null,
  exit: null,
  sale: {
    salePrice: 0,
    salesTax: 0.0663,
    postageCharged: 0,
    postageCost: 0,
    generalFees: 0,
    promoFees: 0,
    buyerSalesTax: 0,
    marketplace: null,
  },
  ...fields,
})
const sold = (date: string, salePrice = 2000): Partial<ItemFigures> => ({
  exitDate: date,
  exit: 'sold',
  sale: { ...item().sale, salePrice },
})

describe('items in closed years', () => {
  it('lets an item bought in a closed year be sold after it, but not its cost change', () => {
    const held = item()
    expect(itemWriteClosedYear(closed(2024), { old: held, new: item(sold('2026-01-15')) })).toBeNull()
    expect(itemWriteClosedYear(closed(2024), { old: held, new: item({ costOfGoods: 600 }) })).toBe(2024)
    // Sold in the closed year: the year's cost of goods sold changes.
    expect(itemWriteClosedYear(closed(2024), { old: held, new: item(sold('2024-12-01')) })).toBe(2024)
    // A closed year between the acquired year and the sale: the item was held at its end either way.
    expect(itemWriteClosedYear(closed(2025), { old: held, new: item(sold('2026-02-01')) })).toBeNull()
    // Un-selling an item sold in 2026 while 2025 is closed: held again from 2026 on.
    expect(itemWriteClosedYear(closed(2025), { old: item(sold('2026-02-01')), new: held })).toBeNull()
    // Moving a 2026 sale back into 2025 reaches the closed year.
    expect(
      itemWriteClosedYear(closed(2025), { old: item(sold('2026-02-01')), new: item(sold('2025-06-01')) }),
    ).toBe(2025)
  })

  it('refuses changing the figures of a sale only when the year it sold in is closed', () => {
    const soldIn2024 = item(sold('2024-06-01'))
    expect(itemWriteClosedYear(closed(2024), { old: soldIn2024, new: item(sold('2024-06-01', 2500)) })).toBe(
      2024,
    )
    expect(
      itemWriteClosedYear(closed(2023), { old: soldIn2024, new: item(sold('2024-06-01', 2500)) }),
    ).toBeNull()
    const marketplace = item({ ...sold('2024-06-01'), sale: { ...soldIn2024.sale, marketplace: 'ebay' } })
    expect(itemWriteClosedYear(closed(2024), { old: soldIn2024, new: marketplace })).toBe(2024)
  })

  it('refuses inserting or deleting an item in inventory in a closed year, and names the first such year', () => {
    expect(itemWriteClosedYear(closed(2024), { old: null, new: item({ acquiredDate: '2023-01-01' }) })).toBe(
      2024,
    )
    expect(
      itemWriteClosedYear(closed(2022, 2024), { old: item({ acquiredDate: '2021-01-01' }), new: null }),
    ).toBe(2022)
    expect(itemWriteClosedYear(closed(2022), { old: null, new: item() })).toBeNull()
    expect(
      itemWriteClosedYear(closed(2024), {
        old: null,
        new: item({ acquiredDate: '2023-01-01', ...sold('2023-05-05') }),
      }),
    ).toBeNull()
  })

  it('never refuses a change that keeps the figures, nor any write when no year is closed', () => {
    const saleArb = fc.record({
      salePrice: fc.nat(100),
      salesTax: fc.constantFrom(0, 0.0663),
      postageCharged: fc.nat(3),
      postageCost: fc.nat(3),
      generalFees: fc.nat(3),
      promoFees: fc.nat(3),
      buyerSalesTax: fc.nat(3),
      marketplace: fc.constantFrom(null, 'ebay'),
    })
    const dateArb = fc.integer({ min: 2020, max: 2026 }).map((year) => `${year}-06-01`)
    const itemArb = fc
      .record({
        acquiredDate: dateArb,
        costOfGoods: fc.nat(100),
        exitDate: fc.option(dateArb, { nil: null }),
        sale: saleArb,
      })
      // An item leaves inventory on or after the day it entered it (migration 0013).
      .filter((row) => row.exitDate === null || row.exitDate >= row.acquiredDate)
      .map((row): ItemFigures => ({ ...row, exit: row.exitDate === null ? null : 'sold' }))
    const yearsArb = fc.subarray([2020, 2021, 2022, 2023, 2024, 2025]).map((years) => new Set(years))
    fc.assert(
      fc.property(yearsArb, itemArb, (years, row) => {
        expect(itemWriteClosedYear(years, { old: row, new: { ...row } })).toBeNull()
      }),
    )
    fc.assert(
      fc.property(itemArb, fc.option(itemArb, { nil: null }), (row, next) => {
        expect(itemWriteClosedYear(new Set(), { old: row, new: next })).toBeNull()
      }),
    )
    // A refusal always names a closed year the old or the new span holds.
    fc.assert(
      fc.property(yearsArb, itemArb, itemArb, (years, row, next) => {
        const year = itemWriteClosedYear(years, { old: row, new: next })
        if (year === null) return
        expect(years.has(year)).toBe(true)
        const inSpan = (figures: ItemFigures) =>
          Number(figures.acquiredDate.slice(0, 4)) <= year &&
          (figures.exitDate === null || Number(figures.exitDate.slice(0, 4)) >= year)
        expect(inSpan(row) || inSpan(next)).toBe(true)
      }),
    )
  })
})

describe('dated records in closed years', () => {
  const expense = { date: '2024-05-05', amount: 1200, category: 'office_supplies' }

  it('expenses: the date, amount and category are figures', () => {
    expect(expenseWriteClosedYear(closed(2024), { old: null, new: expense })).toBe(2024)
    expect(expenseWriteClosedYear(closed(2024), { old: expense, new: null })).toBe(2024)
    expect(expenseWriteClosedYear(closed(2024), { old: expense, new: { ...expense } })).toBeNull()
    expect(expenseWriteClosedYear(closed(2024), { old: expense, new: { ...expense, amount: 1 } })).toBe(2024)
    expect(
      expenseWriteClosedYear(closed(2024), { old: expense, new: { ...expense, category: 'travel' } }),
    ).toBe(2024)
    // Moving out of, or into, a closed year.
    expect(
      expenseWriteClosedYear(closed(2024), { old: expense, new: { ...expense, date: '2025-01-01' } }),
    ).toBe(2024)
    const later = { ...expense, date: '2025-02-02' }
    expect(expenseWriteClosedYear(closed(2024), { old: later, new: expense })).toBe(2024)
    expect(expenseWriteClosedYear(closed(2024), { old: later, new: { ...later, amount: 5 } })).toBeNull()
  })

  it('receipts, line items and readings', () => {
    const receipt = { purchaseDate: '2024-06-01', totalAmount: 100, taxAmount: 5, travelDistance: 3 }
    expect(receiptWriteClosedYear(closed(2024), { old: receipt, new: { ...receipt } })).toBeNull()
    expect(
      receiptWriteClosedYear(closed(2024), { old: receipt, new: { ...receipt, travelDistance: 4 } }),
    ).toBe(2024)
    const line = { receiptId: 'a', receiptDate: '2024-06-01', quantity: 2, unitCost: 300, totalCost: 600 }
    expect(lineItemWriteClosedYear(closed(2024), { old: line, new: { ...line } })).toBeNull()
    expect(
      lineItemWriteClosedYear(closed(2024), { old: line, new: { ...line, quantity: 3, totalCost: 900 } }),
    ).toBe(2024)
    expect(
      lineItemWriteClosedYear(closed(2024), { old: null, new: { ...line, receiptDate: '2025-01-01' } }),
    ).toBeNull()
    const reading = { readingDate: '2024-12-31', odometerMiles: 1000 }
    expect(
      readingWriteClosedYear(closed(2024), { old: reading, new: { ...reading, odometerMiles: 1001 } }),
    ).toBe(2024)
    expect(readingWriteClosedYear(closed(2025), { old: null, new: reading })).toBeNull()
  })

  it('counts a reading of January in the year before too: it is December’s end reading', () => {
    const january = { readingDate: '2025-01-03', odometerMiles: 5000 }
    expect(readingWriteClosedYear(closed(2024), { old: null, new: january })).toBe(2024)
    expect(readingWriteClosedYear(closed(2024), { old: january, new: null })).toBe(2024)
    expect(
      readingWriteClosedYear(closed(2024), {
        old: january,
        new: { ...january, readingDate: '2025-02-03' },
      }),
    ).toBe(2024)
    expect(
      readingWriteClosedYear(closed(2024), { old: null, new: { ...january, readingDate: '2025-02-01' } }),
    ).toBeNull()
    expect(
      readingWriteClosedYear(closed(2025), { old: null, new: { ...january, readingDate: '2024-01-31' } }),
    ).toBeNull()
  })

  it('words the refusal with the year', () => {
    expect(closedYearMessage(2024)).toBe(
      '2024 is closed. Reopen it on the Tax Summary to change what is dated in it.',
    )
  })
})
