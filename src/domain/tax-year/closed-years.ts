/**
 * Closed tax years. A user closes a year after filing it; from then on nothing that changes the year's
 * figures can be written until the year is reopened. This module says which closed year (if any) a write
 * of one row touches; the database's triggers (migration 0018) apply the same rule to every statement, and
 * a property test holds the two to each other (tests/tax-year/closed-years-sql.test.ts).
 *
 * A write is an insert (no old row), a change (old and new) or a delete (no new row). What counts, per kind
 * of row, and what stays editable in a closed year:
 *
 * - Expenses: the date, the amount and the category (which decides the Schedule C line and whether it is
 *   deductible) are the figures. The vendor (renaming a vendor renames its expenses), description, payment
 *   method, receipt number, notes, tags and the recurring flag are not: they may change in a closed year.
 * - Receipts: the purchase date, the total, the tax and the travel distance are the figures; the number,
 *   vendor, location, notes and the image are not.
 * - Receipt line items belong to their receipt's year: the receipt (moving a line item to another receipt),
 *   the quantity, unit cost and total are the figures; description, brand, notes and being converted are not.
 *   (Converting one creates items, and those follow the items' rule.)
 * - Odometer readings: the date and the miles; the notes and the photo are not. A reading of January is in
 *   the year before too: the first reading of January is December's end reading.
 * - Form 1099-K figures of a year, and the year's business use of the vehicle, are the year's own
 *   (decision 026; the database's triggers, migration 0023, guard them: a single row each, no rule here).
 * - Items are in every year from the year they were acquired (items/acquired.ts: the purchase date, or the
 *   day they were recorded, or the day they left when that came first)
 *   to the year they left (sold or disposed of), or every year after while they are held. Changing the cost
 *   or the acquired date touches every year of the old and the new span. Changing how or when the item left
 *   touches the years between the old and the new exit year inclusive (held counts as never), from the
 *   acquired year on: selling in 2026 an item bought in 2024 leaves a closed 2024 as it was (the item was
 *   held at its end either way). Changing the figures of a sale (price, sales tax rate, postage charged and
 *   paid, fees, buyer's sales tax, marketplace) touches the year it sold in. Inserting or deleting an item
 *   touches its whole span. SKU, brand, description, purchase location, receipt link, order id, the
 *   needs-cost flag, photos and a status change that is no exit (listed, unlisted, defective) stay editable.
 *
 * Years are compared as numbers; a row's year is the year of its 'YYYY-MM-DD' date.
 */

import type { IsoDate } from '../dates'

/** The years a user has closed (and not reopened). */
type ClosedYears = ReadonlySet<number>

/** A write of one row: an insert has no old row, a delete no new row. */
export interface RowWrite<Row> {
  old: Row | null
  new: Row | null
}

/** The figures of an expense that a closed year keeps. */
interface ExpenseFigures {
  date: IsoDate
  amount: number
  category: string
}

/** The figures of a receipt that a closed year keeps. */
interface ReceiptFigures {
  purchaseDate: IsoDate
  totalAmount: number
  taxAmount: number
  travelDistance: number
}

/** The figures of a receipt line item that a closed year keeps, with its receipt's purchase date. */
interface LineItemFigures {
  receiptId: string
  /** The purchase date of the line item's receipt: the line item's year. */
  receiptDate: IsoDate
  quantity: number
  unitCost: number
  totalCost: number
}

/** The figures of an odometer reading that a closed year keeps. */
interface ReadingFigures {
  readingDate: IsoDate
  odometerMiles: number
}

/** How an item left inventory. */
export type ItemExit = 'sold' | 'donated' | 'discarded' | 'personal_use'

/** The parts of an item that a closed year keeps. */
export interface ItemFigures {
  /** The day the item entered inventory: its purchase date, or the day it was recorded (user's calendar). */
  acquiredDate: IsoDate
  costOfGoods: number
  /** The day it left inventory (sold or disposed date), null while held. */
  exitDate: IsoDate | null
  /** How it left, null while held. */
  exit: ItemExit | null
  /** The figures of its sale, compared as a whole (price, rate, postage, fees, buyer's tax, marketplace). */
  sale: {
    salePrice: number
    salesTax: number
    postageCharged: number
    postageCost: number
    generalFees: number
    promoFees: number
    buyerSalesTax: number
    marketplace: string | null
  }
}

/** The columns of a sale an item's figures compare (SALE_COLUMNS in the migration say the same). */
const ITEM_SALE_FIELDS = [
  'salePrice',
  'salesTax',
  'postageCharged',
  'postageCost',
  'generalFees',
  'promoFees',
  'buyerSalesTax',
  'marketplace',
] as const satisfies readonly (keyof ItemFigures['sale'])[]

/** Past every year a closure can name (1900 to 9999): the exit year of an item still held. */
const HELD = 10000

/** The year of a 'YYYY-MM-DD' date. */
export const yearOf = (date: IsoDate): number => Number(date.slice(0, 4))

/** The first closed year in [from, to], or null. */
function firstClosedBetween(closed: ClosedYears, from: number, to: number): number | null {
  let first: number | null = null
  for (const year of closed) if (year >= from && year <= to && (first === null || year < first)) first = year
  return first
}

/** The first closed year among `years`. */
function firstClosedOf(closed: ClosedYears, years: readonly (number | null)[]): number | null {
  let first: number | null = null
  for (const year of years)
    if (year !== null && closed.has(year) && (first === null || year < first)) first = year
  return first
}

const earliest = (...years: (number | null)[]): number | null => {
  const known = years.filter((year): year is number => year !== null)
  return known.length === 0 ? null : Math.min(...known)
}

/**
 * The closed year a write of rows with one date each touches: the row's year when it is inserted or deleted,
 * and the old and the new year when a change alters its figures (`same` says whether it does not).
 */
function datedWrite<Row>(
  closed: ClosedYears,
  write: RowWrite<Row>,
  dateOf: (row: Row) => IsoDate,
  same: (old: Row, next: Row) => boolean,
): number | null {
  if (write.old !== null && write.new !== null && same(write.old, write.new)) return null
  return firstClosedOf(
    closed,
    [write.old, write.new].map((row) => (row === null ? null : yearOf(dateOf(row)))),
  )
}

/** The closed year a write of an expense touches, or null when it may be made. */
export function expenseWriteClosedYear(closed: ClosedYears, write: RowWrite<ExpenseFigures>): number | null {
  return datedWrite(
    closed,
    write,
    (row) => row.date,
    (a, b) => a.date === b.date && a.amount === b.amount && a.category === b.category,
  )
}

/** The closed year a write of a receipt touches, or null when it may be made. */
export function receiptWriteClosedYear(closed: ClosedYears, write: RowWrite<ReceiptFigures>): number | null {
  return datedWrite(
    closed,
    write,
    (row) => row.purchaseDate,
    (a, b) =>
      a.purchaseDate === b.purchaseDate &&
      a.totalAmount === b.totalAmount &&
      a.taxAmount === b.taxAmount &&
      a.travelDistance === b.travelDistance,
  )
}

/** The closed year a write of a receipt line item touches (its receipt's year), or null. */
export function lineItemWriteClosedYear(
  closed: ClosedYears,
  write: RowWrite<LineItemFigures>,
): number | null {
  return datedWrite(
    closed,
    write,
    (row) => row.receiptDate,
    (a, b) =>
      a.receiptId === b.receiptId &&
      a.quantity === b.quantity &&
      a.unitCost === b.unitCost &&
      a.totalCost === b.totalCost,
  )
}

/**
 * The closed year a write of an odometer reading touches, or null when it may be made: the reading's year,
 * and for a reading of January the year before too (December's end reading is January's first, spec 4).
 */
export function readingWriteClosedYear(closed: ClosedYears, write: RowWrite<ReadingFigures>): number | null {
  const { old, new: next } = write
  if (
    old !== null &&
    next !== null &&
    old.readingDate === next.readingDate &&
    old.odometerMiles === next.odometerMiles
  )
    return null
  const years = [old, next].flatMap((row) => {
    if (row === null) return []
    const year = yearOf(row.readingDate)
    return row.readingDate.slice(5, 7) === '01' ? [year, year - 1] : [year]
  })
  return firstClosedOf(closed, years)
}

/** The years an item is in inventory: from its acquired year to its exit year (HELD while it is held). */
function span(item: ItemFigures): [number, number] {
  return [yearOf(item.acquiredDate), item.exitDate === null ? HELD : yearOf(item.exitDate)]
}

const exitYearOf = (item: ItemFigures) => (item.exitDate === null ? HELD : yearOf(item.exitDate))
const soldYearOf = (item: ItemFigures) =>
  item.exit === 'sold' && item.exitDate !== null ? yearOf(item.exitDate) : null

/** The closed year a write of an item touches, or null when it may be made. */
export function itemWriteClosedYear(closed: ClosedYears, write: RowWrite<ItemFigures>): number | null {
  const { old, new: next } = write
  if (old === null || next === null) {
    const row = (old ?? next) as ItemFigures
    return firstClosedBetween(closed, ...span(row))
  }
  const found: (number | null)[] = []
  if (old.costOfGoods !== next.costOfGoods || old.acquiredDate !== next.acquiredDate) {
    found.push(firstClosedBetween(closed, ...span(old)), firstClosedBetween(closed, ...span(next)))
  }
  if (old.exitDate !== next.exitDate || old.exit !== next.exit) {
    const [oldExit, newExit] = [exitYearOf(old), exitYearOf(next)]
    // From the later acquired year: the years before it are in at most one span, which the cost and date
    // clause above covers when the acquired date moves.
    const acquired = Math.max(yearOf(old.acquiredDate), yearOf(next.acquiredDate))
    found.push(
      firstClosedBetween(closed, Math.max(acquired, Math.min(oldExit, newExit)), Math.max(oldExit, newExit)),
    )
  }
  if (ITEM_SALE_FIELDS.some((field) => old.sale[field] !== next.sale[field])) {
    found.push(firstClosedOf(closed, [soldYearOf(old), soldYearOf(next)]))
  }
  return earliest(...found)
}

/** The refusal of a write into a closed year, naming it; the API and the forms say the same. */
export function closedYearMessage(year: number): string {
  return `${year} is closed. Reopen it on the Tax Summary to change what is dated in it.`
}

/** The error of a date typed into a new record of a closed year, shown under the date field. */
export function closedYearDateMessage(year: number): string {
  return `${year} is closed: reopen it on the Tax Summary to add records dated in it.`
}

/** Why a year cannot be closed yet: only a year that has ended can be. */
export const CLOSE_YEAR_MESSAGES = {
  notEnded: 'Only a year that has ended can be closed.',
  alreadyClosed: (year: number) => `${year} is already closed.`,
  notClosed: (year: number) => `${year} is not closed.`,
} as const
