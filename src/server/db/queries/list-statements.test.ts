import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, ENGINES, useTestDatabase, withStatements } from '../../../../tests/helpers/database'
import { brandListQuerySchema } from '../../../shared/schemas/brand'
import { expenseListQuerySchema } from '../../../shared/schemas/expense'
import { lineItemListQuerySchema, receiptListQuerySchema } from '../../../shared/schemas/receipt'
import { soldInMonthQuerySchema } from '../../../shared/schemas/report'
import { vendorListQuerySchema } from '../../../shared/schemas/vendor'
import type { Database } from '../client'
import { brands, expenses, inventoryItems, receiptLineItems, receipts, vendors } from '../schema'

import { listBrands } from './brands'
import { listExpenses } from './expenses'
import { listLineItems } from './line-items'
import { listReceipts } from './receipts'
import { soldInMonth } from './reports-sales'
import { listVendors } from './vendors'

/*
 * The list engine (lists.ts listPage) brings a first page's counts in the page's own statement: on the
 * rows, when the matches are known without counting the list's rows (no filter, kept totals, a narrow
 * copy), or from the WITH query that chooses a filtered page. The embedded database runs statements one
 * after another, so each one saved is a wait saved (decision 011b). An empty page reads its counts alone.
 */

/** A user with a few rows in every list, and the database that writes down each statement it runs. */
async function account(db: Database) {
  const userId = await createUser(db)
  await db.insert(expenses).values(
    ['USPS', 'usps', 'Staples'].map((vendor, n) => ({
      userId,
      vendor,
      description: `Expense ${n}`,
      amount: 1000 + n,
      date: `2026-11-0${n + 1}`,
      category: n === 2 ? ('office_supplies' as const) : ('shipping_supplies' as const),
    })),
  )
  const [receipt] = await db
    .insert(receipts)
    .values(
      ['Goodwill', 'Thrift'].map((vendor, n) => ({
        userId,
        vendor,
        receiptNumber: `R-${n}`,
        purchaseDate: `2026-10-0${n + 1}`,
        totalAmount: 500,
      })),
    )
    .returning({ id: receipts.id })
  await db.insert(receiptLineItems).values(
    [true, false, false].map((isConverted, n) => ({
      userId,
      receiptId: receipt?.id ?? '',
      description: `Line ${n}`,
      brand: 'Levi',
      isConverted,
    })),
  )
  await db
    .insert(vendors)
    .values(['USPS', 'Staples', 'Thrift'].map((name, n) => ({ userId, name, isActive: n !== 2 })))
  await db.insert(brands).values(['Nike', 'Levi', 'Coach'].map((name) => ({ userId, name })))
  await db.insert(inventoryItems).values(
    ['A', 'B', 'C'].map((sku, n) => ({
      userId,
      sku,
      brand: 'Levi',
      description: 'Jeans',
      status: 'sold' as const,
      soldDate: `2026-11-0${n + 1}`,
      salePrice: 2000,
    })),
  )
  return userId
}

describe.each(ENGINES)('the first page of a list on %s', (engine) => {
  const t = useTestDatabase(engine)
  let userId: string
  beforeAll(async () => {
    userId = await account(t.db)
  })

  const cases: {
    name: string
    read: (db: Database, userId: string) => Promise<{ counts: unknown }>
    counts: { matching: number; total: number }
    statements: number
  }[] = [
    {
      name: 'expenses',
      read: (db, userId) => listExpenses(db, userId, expenseListQuerySchema.parse({})),
      counts: { matching: 3, total: 3 },
      statements: 1,
    },
    {
      name: 'expenses of a category (the month totals)',
      read: (db, userId) =>
        listExpenses(db, userId, expenseListQuerySchema.parse({ category: 'shipping_supplies' })),
      counts: { matching: 2, total: 3 },
      statements: 1,
    },
    {
      name: 'expenses searched (the copies of the searched text)',
      read: (db, userId) => listExpenses(db, userId, expenseListQuerySchema.parse({ q: 'usps' })),
      counts: { matching: 2, total: 3 },
      statements: 1,
    },
    {
      name: 'expenses searched in a category (chosen and counted)',
      read: (db, userId) =>
        listExpenses(db, userId, expenseListQuerySchema.parse({ q: 's', category: 'office_supplies' })),
      counts: { matching: 1, total: 3 },
      statements: 1,
    },
    {
      name: 'receipts of a month',
      read: (db, userId) => listReceipts(db, userId, receiptListQuerySchema.parse({ month: '2026-10' })),
      counts: { matching: 2, total: 2 },
      statements: 1,
    },
    {
      name: 'line items not converted (the line item counts)',
      read: (db, userId) => listLineItems(db, userId, lineItemListQuerySchema.parse({ converted: 'false' })),
      counts: { matching: 2, total: 3 },
      statements: 1,
    },
    {
      name: 'vendors, active ones',
      read: (db, userId) => listVendors(db, userId, vendorListQuerySchema.parse({ status: 'active' })),
      counts: { matching: 2, total: 3 },
      statements: 1,
    },
    {
      name: 'brands',
      read: (db, userId) => listBrands(db, userId, brandListQuerySchema.parse({})),
      counts: { matching: 3, total: 3 },
      statements: 1,
    },
    {
      name: 'brands searched',
      read: (db, userId) => listBrands(db, userId, brandListQuerySchema.parse({ q: 'i' })),
      counts: { matching: 2, total: 3 },
      statements: 1,
    },
    {
      // The month's days, read beside the page, count its matches.
      name: "a month's sales, with its days",
      read: (db, userId) => soldInMonth(db, userId, soldInMonthQuerySchema.parse({ month: '2026-11' })),
      counts: { matching: 3, total: 3 },
      statements: 2,
    },
    {
      name: 'an empty page, which reads its counts alone',
      read: (db, userId) => listExpenses(db, userId, expenseListQuerySchema.parse({ q: 'nothing like it' })),
      counts: { matching: 0, total: 3 },
      statements: 2,
    },
  ]

  it.each(cases)('$name: its counts in $statements statement(s)', async ({ read, counts, statements }) => {
    const sent: string[] = []
    const page = await read(withStatements(t.handle, sent), userId)
    expect(page.counts).toEqual(counts)
    expect(sent, sent.join('\n')).toHaveLength(statements)
  })

  // With no filter the matches are the total: the statement reads it once, not once for each count.
  it.each([
    {
      name: 'brands (a counted total)',
      read: (db: Database) => listBrands(db, userId, brandListQuerySchema.parse({})),
      totalRead: /count\(\*\)/g,
    },
    {
      name: 'expenses (a kept total)',
      read: (db: Database) => listExpenses(db, userId, expenseListQuerySchema.parse({})),
      totalRead: /from "expense_month_totals"/g,
    },
  ])('$name: an unfiltered first page reads its total once', async ({ read, totalRead }) => {
    const sent: string[] = []
    await read(withStatements(t.handle, sent))
    expect(sent).toHaveLength(1)
    expect(sent[0]?.match(totalRead), sent[0]).toHaveLength(1)
  })
})
