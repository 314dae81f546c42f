/**
 * CSV import of items (spec 5), over rows already parsed (Papa Parse on the server): the header row first,
 * then data rows. Rows are numbered as in the file, the header being row 1. Produces the items to create,
 * the brands and purchase locations to create first, the skipped count and the 'Row {n}: …' errors.
 *
 * An empty cell takes the spec's default (money 0, the purchase date today, the sales tax 0.0663, an unknown
 * status unlisted). A disposed row (decision 025) reads its Disposed Date (empty is today) and its Disposal
 * Reason (required: the value or its words, 'donated' or 'Kept for personal use'); other rows ignore both. A cell that holds something the import cannot read (cost 'twelve', the date
 * '2026-13-45') skips its row with a row error naming the column and the value, rather than importing a
 * made-up $0.00 or today: the person fixes the file instead of finding wrong figures later.
 */

import type { IsoDate } from '../dates'
import type { RandomSource } from '../items/sku'
import { nextSku } from '../items/sku'
import {
  DISPOSED_BEFORE_PURCHASE_MESSAGE,
  SOLD_BEFORE_PURCHASE_MESSAGE,
  checkDisposedDate,
  checkSoldDate,
} from '../items/sold-date'
import type { DisposalReason, ItemStatus } from '../items/status'
import {
  DEFAULT_SALES_TAX_RATE,
  DISPOSAL_REASON_LABELS,
  DISPOSAL_REASONS,
  isItemStatus,
} from '../items/status'
import {
  CSV_IMPORT_KEYS,
  csvColumnOf,
  ITEM_FIELDS,
  recordOf,
  type CsvImportKey,
  type ItemFieldDeclaration,
  type ItemFieldKind,
  type ItemFieldValues,
} from '../items/fields'
import type { Cents } from '../money'
import { MAX_INPUT_CENTS, formatMoney, parseMoney, rateToTenThousandths } from '../money'
import type { CsvField } from './columns'
import { REQUIRED_CSV_COLUMNS, mapColumns, normalizeHeader } from './columns'
import { normalizeCsvDate } from './dates'
import { TEXT_LIMITS } from '../text-limits'
import { CaseInsensitiveSet } from '../unique'

/** Messages of spec 5 and 8 for CSV import. */
export const CSV_IMPORT_MESSAGES = {
  tooShort: 'CSV file must contain at least a header row and one data row',
  missingColumns: (columns: readonly string[]) => `Missing required columns: ${columns.join(', ')}`,
  skuExists: (row: number, sku: string) => `Row ${row}: SKU "${sku}" already exists`,
  missingFields: (row: number) => `Row ${row}: Missing brand or description`,
  /** A row with cells that cannot be read: every such cell's reason, in the file's column order. */
  unreadable: (row: number, reasons: readonly string[]) => `Row ${row}: ${reasons.join('; ')}`,
  soldBeforePurchase: (row: number, today?: IsoDate) =>
    `Row ${row}: ${SOLD_BEFORE_PURCHASE_MESSAGE}${today ? ` (the purchase date is empty, which imports as today, ${today})` : ''}`,
  disposedBeforePurchase: (row: number, today?: IsoDate) =>
    `Row ${row}: ${DISPOSED_BEFORE_PURCHASE_MESSAGE}${today ? ` (the purchase date is empty, which imports as today, ${today})` : ''}`,
  failed: (reason?: string) => `Failed to import CSV: ${reason || 'Unknown error'}`,
} as const

/** Row errors shown after an import (spec 8, 9: the first 10). */
export const CSV_ERRORS_SHOWN = 10
/** Rows shown in the import preview (spec 9: 5). */
export const CSV_PREVIEW_ROWS = 5
/** The only file type the import accepts (spec 5). */
export const CSV_MIME_TYPE = 'text/csv'

/** Location given to rows without one (spec 5). */
const UNKNOWN_LOCATION = 'Unknown'

/** What the import needs to know besides the file. */
export interface CsvImportContext {
  /** The user's local date: the fallback purchase date. */
  today: IsoDate
  existingSkus: Iterable<string>
  receipts: readonly { id: string; receiptNumber: string }[]
  existingBrands: readonly string[]
  existingLocations: readonly string[]
  /** Clock, time zone and random source for generated SKUs. */
  now: Date
  timeZone: string
  random: RandomSource
}

/** An item to create, money in cents, sales tax a decimal rate. */
type ImportedItem = RowValues & {
  row: number
  sku: string
  brand: string
  description: string
  purchaseDate: IsoDate
  purchaseLocation: string
  status: ItemStatus
  receiptId: string | null
}

/** Outcome of an import: items to create with skipped rows and their errors, or a file-level error. */
type CsvImportResult =
  | {
      ok: true
      items: ImportedItem[]
      skipped: number
      errors: string[]
      brandsToCreate: string[]
      locationsToCreate: string[]
    }
  | { ok: false; code: 'csv_too_short' | 'csv_missing_columns'; message: string }

/** A cell read: its value, or why it cannot be read (the column's name and the cell's text, for a row error). */
type CsvCell<T> = { ok: true; value: T } | { ok: false; reason: string }

/** How row errors name the column a value is read from: its header in sentence case ('Cost of goods'). */
export const CSV_COLUMN_LABELS = recordOf(CSV_IMPORT_KEYS, (key) => {
  const { header } = csvColumnOf(key)
  return header.charAt(0) + header.slice(1).toLowerCase()
})

/** The fields with rules of their own (`normalizeCsvImport`); a row's other cells are read by their kind. */
const OWN_RULES = ['sku', 'brand', 'description', 'status', 'purchaseLocation'] as const
type ReadField = Exclude<CsvImportKey, (typeof OWN_RULES)[number]>

/**
 * The fields read by kind, dates first, then the disposal reason, the rate and the money: the order row
 * errors list cells of one place in (a missing column counts as the first).
 */
const READ_ORDER: readonly ItemFieldKind[] = ['date', 'enum', 'rate', 'money', 'text']
const READ_FIELDS = CSV_IMPORT_KEYS.filter(
  (key): key is ReadField => !(OWN_RULES as readonly string[]).includes(key),
).sort((a, b) => READ_ORDER.indexOf(ITEM_FIELDS[a].kind) - READ_ORDER.indexOf(ITEM_FIELDS[b].kind))

const unreadable = <T>(reason: string): CsvCell<T> => ({ ok: false, reason })

/**
 * Money of a cell (spec 5): $, commas and spaces stripped; empty is 0. Not a number, negative, or above the
 * most a field takes ($9,999,999.99) cannot be read.
 */
export function csvMoney(text: string | undefined, label = 'Amount'): CsvCell<Cents> {
  const value = (text ?? '').trim()
  if (value === '') return { ok: true, value: 0 }
  const cents = parseMoney(value)
  if (cents === null) return unreadable(`${label} "${value}" is not an amount`)
  if (cents < 0) return unreadable(`${label} "${value}" cannot be negative`)
  if (cents > MAX_INPUT_CENTS)
    return unreadable(`${label} "${value}" is more than ${formatMoney(MAX_INPUT_CENTS)}`)
  return { ok: true, value: cents }
}

/**
 * Sales tax of a cell: a decimal rate 0–1 ('0.0663') or a percentage ('6.63%'), 4 decimals; empty is the
 * default 0.0663. Anything else (text, a rate outside 0–1 such as '6.63') cannot be read.
 */
export function csvSalesTax(text: string | undefined): CsvCell<number> {
  return csvRate(text, CSV_COLUMN_LABELS.salesTax, DEFAULT_SALES_TAX_RATE)
}

/** A rate of a cell, read as `csvSalesTax` reads the sales tax; empty is `empty`. */
function csvRate(text: string | undefined, label: string, empty: number): CsvCell<number> {
  const value = (text ?? '').trim()
  if (value === '') return { ok: true, value: empty }
  const isPercent = value.endsWith('%')
  const digits = (isPercent ? value.slice(0, -1) : value).trim()
  const number = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(digits) ? Number(digits) : Number.NaN
  if (!Number.isFinite(number)) return unreadable(`${label} "${value}" is not a rate`)
  const rate = isPercent ? number / 100 : number
  if (rate < 0 || rate > 1)
    return unreadable(`${label} "${value}" must be between 0 and 1, such as 0.0663 or 6.63%`)
  return { ok: true, value: rateToTenThousandths(rate) / 10_000 }
}

/** A date of a cell, normalised to YYYY-MM-DD; empty is `empty`. An impossible or unknown date cannot be read. */
export function csvDate<Empty>(
  text: string | undefined,
  label: string,
  empty: Empty,
): CsvCell<IsoDate | Empty> {
  const value = (text ?? '').trim()
  if (value === '') return { ok: true, value: empty }
  const date = normalizeCsvDate(value)
  // Year 0 is no calendar's year; the database's dates start at year 1.
  if (date === null || date < '0001-01-01')
    return unreadable(`${label} "${value}" is not a date (such as 2026-11-22 or 11/22/2026)`)
  return { ok: true, value: date }
}

/**
 * A disposal reason of a cell: its value or its words, case, spaces and underscores aside ('personal_use',
 * 'Personal Use', 'Kept for personal use'). Empty or anything else cannot be read: a disposed row needs one.
 */
function csvDisposalReason(text: string | undefined): CsvCell<DisposalReason> {
  const value = (text ?? '').trim()
  const label = CSV_COLUMN_LABELS.disposalReason
  const wanted = normalizeHeader(value)
  const reason = DISPOSAL_REASONS.find(
    (candidate) =>
      normalizeHeader(candidate) === wanted || normalizeHeader(DISPOSAL_REASON_LABELS[candidate]) === wanted,
  )
  if (reason !== undefined && value !== '') return { ok: true, value: reason }
  const words = DISPOSAL_REASONS.map((candidate) => DISPOSAL_REASON_LABELS[candidate]).join(', ')
  return unreadable(
    value === ''
      ? `${label} is required for a disposed item (${words})`
      : `${label} "${value}" is not one of ${words}`,
  )
}

/** What a row's cells hold beyond its own-rule text: dates (null when empty), the rate and the money, in cents. */
type RowValues = Pick<ItemFieldValues, ReadField>

/** One cell of a field read by its kind. */
function readCell(key: ReadField, text: string): CsvCell<ItemFieldDeclaration['empty']> {
  const field: ItemFieldDeclaration = ITEM_FIELDS[key]
  const label = CSV_COLUMN_LABELS[key]
  if (key === 'disposalReason') return csvDisposalReason(text)
  if (field.kind === 'money') return csvMoney(text, label)
  if (field.kind === 'rate') return csvRate(text, label, Number(field.empty))
  if (field.kind === 'date') return csvDate(text, label, null)
  return { ok: true, value: text === '' ? field.empty : text }
}

/**
 * Reads the dates, the rate, the money and any other cells of a row by their fields' kinds, or says why each
 * cell that cannot be read cannot, in the file's column order. A field held only with one status is read only
 * for a row of that status, and empty on any other: a sold date only for a sold row (spec 4), the disposal
 * date and reason only for a disposed row.
 */
function readValues(
  cell: (field: CsvField) => string,
  columns: Partial<Record<CsvField, number>>,
  status: ItemStatus,
): { ok: true; values: RowValues } | { ok: false; reasons: string[] } {
  const failures: { column: number; reason: string }[] = []
  const values = recordOf(READ_FIELDS, (key) => {
    const field: ItemFieldDeclaration = ITEM_FIELDS[key]
    if (field.onlyWithStatus !== undefined && field.onlyWithStatus !== status) return field.empty
    const read = readCell(key, cell(key))
    if (read.ok) return read.value
    failures.push({ column: columns[key] ?? 0, reason: read.reason })
    return field.empty
  })
  if (failures.length > 0)
    return {
      ok: false,
      reasons: failures.sort((a, b) => a.column - b.column).map((failure) => failure.reason),
    }
  // Each field's value is its kind's, read above, or its empty value.
  return { ok: true, values: values as RowValues }
}

/** The text cells of a row, each held to the item's column's limit (src/domain/text-limits.ts). */
const TEXT_FIELDS = ['sku', 'brand', 'description', 'purchaseLocation'] as const

const tooLongReason = (field: (typeof TEXT_FIELDS)[number]) =>
  `${CSV_COLUMN_LABELS[field]} is longer than ${TEXT_LIMITS.inventoryItems[field]} characters`

/** Adds `name` to `list` unless it is in `known` or `list` already (case-insensitive). */
function addNew(list: string[], known: Set<string>, name: string): void {
  const key = name.toLowerCase()
  if (known.has(key)) return
  known.add(key)
  list.push(name)
}

/** Normalises a parsed CSV file into items to create (spec 5). */
export function normalizeCsvImport(
  rows: readonly (readonly string[])[],
  context: CsvImportContext,
): CsvImportResult {
  const [headers, ...data] = rows
  const dataRows = data
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''))
  if (!headers || dataRows.length === 0)
    return { ok: false, code: 'csv_too_short', message: CSV_IMPORT_MESSAGES.tooShort }
  const columns = mapColumns(headers)
  const missing = REQUIRED_CSV_COLUMNS.filter((field) => columns[field] === undefined)
  if (missing.length > 0) {
    return { ok: false, code: 'csv_missing_columns', message: CSV_IMPORT_MESSAGES.missingColumns(missing) }
  }

  const takenSkus = new CaseInsensitiveSet(context.existingSkus)
  const knownBrands = new Set(context.existingBrands.map((b) => b.trim().toLowerCase()))
  const knownLocations = new Set(context.existingLocations.map((l) => l.trim().toLowerCase()))
  const result = {
    ok: true as const,
    items: [] as ImportedItem[],
    skipped: 0,
    errors: [] as string[],
    brandsToCreate: [] as string[],
    locationsToCreate: [] as string[],
  }

  for (const { cells, row } of dataRows) {
    const cell = (field: CsvField) => {
      const index = columns[field]
      return index === undefined ? '' : (cells[index] ?? '').trim()
    }
    const brand = cell('brand')
    const description = cell('description')
    if (brand === '' || description === '') {
      result.skipped += 1
      result.errors.push(CSV_IMPORT_MESSAGES.missingFields(row))
      continue
    }
    const tooLong = TEXT_FIELDS.filter((field) => cell(field).length > TEXT_LIMITS.inventoryItems[field])
    if (tooLong.length > 0) {
      result.skipped += 1
      result.errors.push(CSV_IMPORT_MESSAGES.unreadable(row, tooLong.map(tooLongReason)))
      continue
    }
    let sku = cell('sku')
    if (sku !== '' && takenSkus.has(sku)) {
      result.skipped += 1
      result.errors.push(CSV_IMPORT_MESSAGES.skuExists(row, sku))
      continue
    }

    const statusText = cell('status').toLowerCase()
    const status: ItemStatus = isItemStatus(statusText) ? statusText : 'unlisted'
    const read = readValues(cell, columns, status)
    if (!read.ok) {
      result.skipped += 1
      result.errors.push(CSV_IMPORT_MESSAGES.unreadable(row, read.reasons))
      continue
    }
    const { values } = read
    const purchaseDate = values.purchaseDate ?? context.today
    // Spec 4: a sold row without a sold date was sold the day it was bought.
    const soldDate = status === 'sold' ? (values.soldDate ?? purchaseDate) : null
    if (!checkSoldDate({ purchaseDate, soldDate }).ok) {
      result.skipped += 1
      const emptyPurchaseDate = values.purchaseDate === null ? context.today : undefined
      result.errors.push(CSV_IMPORT_MESSAGES.soldBeforePurchase(row, emptyPurchaseDate))
      continue
    }
    // A disposed row without a disposal date was disposed of on the day of the import.
    const disposedDate = status === 'disposed' ? (values.disposedDate ?? context.today) : null
    if (!checkDisposedDate({ purchaseDate, disposedDate }).ok) {
      result.skipped += 1
      const emptyPurchaseDate = values.purchaseDate === null ? context.today : undefined
      result.errors.push(CSV_IMPORT_MESSAGES.disposedBeforePurchase(row, emptyPurchaseDate))
      continue
    }

    if (sku === '') sku = nextSku(context.now, context.timeZone, context.random, takenSkus)
    takenSkus.add(sku)
    const purchaseLocation = cell('purchaseLocation') || UNKNOWN_LOCATION
    const receiptText = cell('receipt').toLowerCase()
    const receipt = receiptText
      ? context.receipts.find(
          (r) => r.id.toLowerCase() === receiptText || r.receiptNumber.trim().toLowerCase() === receiptText,
        )
      : undefined

    addNew(result.brandsToCreate, knownBrands, brand)
    addNew(result.locationsToCreate, knownLocations, purchaseLocation)
    result.items.push({
      ...values,
      row,
      sku,
      brand,
      description,
      purchaseDate,
      purchaseLocation,
      status,
      soldDate,
      receiptId: receipt?.id ?? null,
      disposedDate,
    })
  }
  return result
}
