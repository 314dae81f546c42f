import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core'

import type { ExpenseCategory } from '../../../domain/expenses/categories'
import type {
  PackExpense,
  PackHeldItem,
  PackPurchase,
  PackReading,
  PackReceiptLine,
  PackRefund,
  PackSale,
} from '../../../domain/csv/year-pack'
import type { MonthlyMileageRow } from '../../../domain/mileage/monthly-rows'
import type { Database } from '../client'
import { alias } from 'drizzle-orm/pg-core'

import { expenses, inventoryItems, odometerReadings, receiptLineItems, receipts, refunds } from '../schema'

import { withinYear } from './lists'
import { ownedBy } from './owned'
import { soldItemsOf } from './reports'

/*
 * The records of a tax year's pack (decision 028), each kind read in pages of PACK_PAGE rows in a keyset
 * order (date, creation, id), so that the pack never holds a whole table: each page is one short statement,
 * and the next starts after the last row of the one before. Every read is the signed-in user's.
 */

const items = inventoryItems

/** Rows a page of the pack reads. */
const PACK_PAGE = 2000

/**
 * Rows a page reads of the files ordered by the day an item was bought, an expression no index holds: each
 * of their pages sorts the user's items anew, so they read fewer, larger pages (10,000 rows: a few MB).
 */
const PACK_SORTED_PAGE = 10_000

/** The position of a row in its order: its date, its creation instant (as text, exact) and its id. */
interface Position {
  date: string
  createdAt: string
  id: string
}

const createdText = (column: AnyPgColumn) => sql<string>`${column}::text`

/** The rows after `from` in the order (date, created_at, id). */
const after = (date: SQL | AnyPgColumn, created: AnyPgColumn, id: AnyPgColumn, from: Position | null) =>
  from === null
    ? undefined
    : sql`(${date}, ${created}, ${id}) > (${from.date}::date, ${from.createdAt}::timestamptz, ${from.id}::uuid)`

/**
 * A read of one kind of record for the pack: its table, the day that orders it, the rows kept, their columns,
 * and which of them holds the day. The page's next start is read from that field, not from a copy of the day
 * as text: a copy is one more evaluation of the day for every row the page sorts (an item's acquired day,
 * a function of four columns, made the year pack 14 % slower on PGlite).
 */
interface ByDay<Fields extends SelectedFields> {
  table: PgTable
  day: SQL<string> | AnyPgColumn
  createdAt: AnyPgColumn
  id: AnyPgColumn
  where: SQL | undefined
  fields: Fields
  dayField: keyof Fields & string
}

/**
 * Every row of `read` in the order (day, created_at, id), page by page: each page is read only when the one
 * before is used, and starts after its last row.
 */
async function* pagedByDay<Fields extends SelectedFields>(
  db: Database,
  read: ByDay<Fields>,
  pageSize: number,
): AsyncGenerator<SelectResultFields<Fields>[]> {
  const { day, createdAt, id } = read
  let from: Position | null = null
  for (;;) {
    const rows = await db
      .select({
        ...read.fields,
        positionCreatedAt: createdText(createdAt),
        positionId: sql<string>`${id}`,
      })
      .from(read.table)
      .where(and(read.where, after(day, createdAt, id, from)))
      .orderBy(asc(day), asc(createdAt), asc(id))
      .limit(pageSize)
    if (rows.length > 0)
      yield rows.map(
        ({ positionCreatedAt: _createdAt, positionId: _id, ...row }) =>
          row as unknown as SelectResultFields<Fields>,
      )
    const last = rows.at(-1)
    if (rows.length < pageSize || last === undefined) return
    const lastDay: unknown = (last as Record<string, unknown>)[read.dayField]
    if (typeof lastDay !== 'string')
      throw new Error(`The pack's ${read.dayField} is not a day: ${String(lastDay)}`)
    from = { date: lastDay, createdAt: last.positionCreatedAt, id: last.positionId }
  }
}

/**
 * The day an item was bought, as Schedule C Part III counts it (queries/part-three.ts): its purchase date,
 * or, with none, the calendar day it was recorded, or the day it left when that came first
 * (inventory_acquired_on, migration 0023).
 */
const acquiredOn = sql<string>`inventory_acquired_on(${items.purchaseDate}, ${items.recordedOn}, coalesce(${items.soldDate}, ${items.disposedDate}))`

/** The items, read in the order of `day`, then of their creation. */
const itemsByDay = (day: SQL<string> | AnyPgColumn) => ({
  table: items,
  day,
  createdAt: items.createdAt,
  id: items.id,
})

/** The user's items sold in `year`, by sold date. */
export function packSales(db: Database, userId: string, year: number, pageSize = PACK_PAGE) {
  return pagedByDay(
    db,
    {
      ...itemsByDay(items.soldDate),
      dayField: 'soldDate',
      where: and(soldItemsOf(userId), withinYear(items.soldDate, year)),
      fields: {
        soldDate: sql<string>`${items.soldDate}`,
        sku: items.sku,
        brand: items.brand,
        description: items.description,
        marketplace: items.marketplace,
        marketplaceOrderId: items.marketplaceOrderId,
        salePrice: items.salePrice,
        postageCharged: items.postageCharged,
        postageCost: items.postageCost,
        generalFees: items.generalFees,
        promoFees: items.promoFees,
        costOfGoods: items.costOfGoods,
        buyerSalesTax: items.buyerSalesTax,
      },
    },
    pageSize,
  ) satisfies AsyncGenerator<PackSale[]>
}

/** The user's items bought in `year` (Part III's purchases, before withdrawals), by the day bought. */
export async function packPurchases(db: Database, userId: string, year: number, pageSize = PACK_SORTED_PAGE) {
  const bought = acquiredOn
  return pagedByDay(
    db,
    {
      ...itemsByDay(bought),
      dayField: 'acquiredOn',
      where: and(
        ownedBy(items, userId),
        sql`${bought} >= make_date(${year}, 1, 1) and ${bought} < make_date(${year + 1}, 1, 1)`,
      ),
      fields: {
        acquiredOn: bought,
        sku: items.sku,
        description: items.description,
        purchaseLocation: items.purchaseLocation,
        costOfGoods: items.costOfGoods,
        status: items.status,
        disposalReason: items.disposalReason,
      },
    },
    pageSize,
  ) satisfies AsyncGenerator<PackPurchase[]>
}

/**
 * The user's items held at the end of `year` (Part III line 41): bought on or before 31 December and not
 * sold nor disposed of by then, by the day bought.
 */
export async function packEndingInventory(
  db: Database,
  userId: string,
  year: number,
  pageSize = PACK_SORTED_PAGE,
) {
  const bought = acquiredOn
  const left = sql`coalesce(${items.soldDate}, ${items.disposedDate})`
  return pagedByDay(
    db,
    {
      ...itemsByDay(bought),
      dayField: 'acquiredOn',
      where: and(
        ownedBy(items, userId),
        sql`${bought} <= make_date(${year}, 12, 31)`,
        sql`(${left} is null or ${left} > make_date(${year}, 12, 31))`,
      ),
      fields: {
        sku: items.sku,
        description: items.description,
        acquiredOn: bought,
        costOfGoods: items.costOfGoods,
      },
    },
    pageSize,
  ) satisfies AsyncGenerator<PackHeldItem[]>
}

/** The user's expenses of `year`, by date. */
export function packExpenses(db: Database, userId: string, year: number, pageSize = PACK_PAGE) {
  return pagedByDay(
    db,
    {
      table: expenses,
      day: expenses.date,
      dayField: 'date',
      createdAt: expenses.createdAt,
      id: expenses.id,
      where: and(ownedBy(expenses, userId), withinYear(expenses.date, year)),
      fields: {
        date: expenses.date,
        vendor: expenses.vendor,
        description: expenses.description,
        category: sql<ExpenseCategory>`${expenses.category}`,
        amount: expenses.amount,
      },
    },
    pageSize,
  ) satisfies AsyncGenerator<PackExpense[]>
}

/**
 * The user's receipts of `year` by purchase date, each followed by its line items (oldest first), or by one
 * row without a line when it has none.
 */
export async function* packReceiptLines(
  db: Database,
  userId: string,
  year: number,
  pageSize = PACK_PAGE,
): AsyncGenerator<PackReceiptLine[]> {
  const pages = pagedByDay(
    db,
    {
      table: receipts,
      day: receipts.purchaseDate,
      dayField: 'purchaseDate',
      createdAt: receipts.createdAt,
      id: receipts.id,
      where: and(ownedBy(receipts, userId), withinYear(receipts.purchaseDate, year)),
      fields: {
        id: receipts.id,
        receiptNumber: receipts.receiptNumber,
        purchaseDate: receipts.purchaseDate,
        vendor: receipts.vendor,
        totalAmount: receipts.totalAmount,
      },
    },
    pageSize,
  )
  for await (const page of pages) {
    const lines = await db
      .select({
        receiptId: receiptLineItems.receiptId,
        description: receiptLineItems.description,
        brand: receiptLineItems.brand,
        quantity: receiptLineItems.quantity,
        unitCost: receiptLineItems.unitCost,
        totalCost: receiptLineItems.totalCost,
      })
      .from(receiptLineItems)
      .where(
        and(
          eq(receiptLineItems.userId, userId),
          inArray(
            receiptLineItems.receiptId,
            page.map((receipt) => receipt.id),
          ),
        ),
      )
      .orderBy(asc(receiptLineItems.receiptId), asc(receiptLineItems.createdAt), asc(receiptLineItems.id))
    const linesOf = new Map<string, typeof lines>()
    for (const line of lines) {
      const own = linesOf.get(line.receiptId)
      if (own) own.push(line)
      else linesOf.set(line.receiptId, [line])
    }
    yield page.flatMap((receipt): PackReceiptLine[] => {
      const { receiptNumber, purchaseDate, vendor, totalAmount } = receipt
      const own = linesOf.get(receipt.id) ?? []
      if (own.length === 0) return [{ receiptNumber, purchaseDate, vendor, totalAmount, line: null }]
      return own.map(({ receiptId: _receiptId, ...line }) => ({
        receiptNumber,
        purchaseDate,
        vendor,
        totalAmount,
        line,
      }))
    })
  }
}

/**
 * The user's odometer readings of `year` by date, then the first reading of the next January, which ends
 * December (spec 4). Each month's first reading carries the month's row of `months` (yearMileage's), so the
 * log's deductions add up to Schedule C line 9.
 */
export async function* packReadings(
  db: Database,
  userId: string,
  year: number,
  months: readonly MonthlyMileageRow[],
  pageSize = PACK_PAGE,
): AsyncGenerator<PackReading[]> {
  const { readingDate } = odometerReadings
  let from: string | null = null
  let lastMonth = ''
  for (;;) {
    const page = await db
      .select({ readingDate, odometerMiles: odometerReadings.odometerMiles })
      .from(odometerReadings)
      .where(
        and(
          ownedBy(odometerReadings, userId),
          withinYear(readingDate, year),
          from === null ? undefined : sql`${readingDate} > ${from}::date`,
        ),
      )
      .orderBy(asc(readingDate))
      .limit(pageSize)
    yield page.map((reading) => {
      const month = reading.readingDate.slice(0, 7)
      const opens = month !== lastMonth
      lastMonth = month
      const row = opens ? (months.find((candidate) => candidate.month === month) ?? null) : null
      return { ...reading, month: row }
    })
    if (page.length < pageSize) break
    from = page[page.length - 1]!.readingDate
  }
  const closing = await db
    .select({ readingDate, odometerMiles: odometerReadings.odometerMiles })
    .from(odometerReadings)
    .where(
      and(
        ownedBy(odometerReadings, userId),
        sql`${readingDate} >= make_date(${year + 1}, 1, 1) and ${readingDate} < make_date(${year + 1}, 2, 1)`,
      ),
    )
    .orderBy(asc(readingDate))
    .limit(1)
  if (closing.length > 0) yield closing.map((reading) => ({ ...reading, month: null }))
}

const returnedItems = alias(inventoryItems, 'returned')

/**
 * The user's refunds dated in `year` (Schedule C line 2 of the year), by date, with the sold item each gave
 * back money for and the item a return put back in inventory, a page at a time.
 */
export async function* packRefunds(
  db: Database,
  userId: string,
  year: number,
  pageSize = PACK_PAGE,
): AsyncGenerator<PackRefund[]> {
  let from: Position | null = null
  for (;;) {
    const rows = await db
      .select({
        refundDate: refunds.refundDate,
        sku: items.sku,
        brand: items.brand,
        description: items.description,
        marketplace: sql<PackRefund['marketplace']>`coalesce(${items.marketplace}, ${refunds.marketplace})`,
        orderId: sql<string | null>`coalesce(${items.marketplaceOrderId}, ${refunds.orderId})`,
        soldDate: sql<string | null>`${items.soldDate}`,
        kind: refunds.kind,
        amount: refunds.amount,
        salesTax: refunds.salesTax,
        feesCredited: refunds.feesCredited,
        returnedSku: returnedItems.sku,
        positionCreatedAt: createdText(refunds.createdAt),
        positionId: sql<string>`${refunds.id}`,
      })
      .from(refunds)
      .leftJoin(items, and(eq(items.id, refunds.itemId), eq(items.userId, userId)))
      .leftJoin(
        returnedItems,
        and(eq(returnedItems.id, refunds.returnedItemId), eq(returnedItems.userId, userId)),
      )
      .where(
        and(
          ownedBy(refunds, userId),
          withinYear(refunds.refundDate, year),
          after(refunds.refundDate, refunds.createdAt, refunds.id, from),
        ),
      )
      .orderBy(asc(refunds.refundDate), asc(refunds.createdAt), asc(refunds.id))
      .limit(pageSize)
    if (rows.length > 0) yield rows.map(({ positionCreatedAt: _c, positionId: _i, ...row }) => row)
    const last = rows.at(-1)
    if (rows.length < pageSize || last === undefined) return
    from = { date: last.refundDate, createdAt: last.positionCreatedAt, id: last.positionId }
  }
}
