/**
 * CSV import of items (spec 5), over rows already parsed (Papa Parse in the browser): the header row first,
 * then data rows. Rows are numbered as in the file, the header being row 1. Produces the items to create,
 * the brands and purchase locations to create first, the skipped count and the 'Row {n}: …' errors.
 */

import type { IsoDate } from '../dates'
import type { RandomSource } from '../items/sku'
import { nextSku } from '../items/sku'
import type { ItemStatus } from '../items/status'
import { DEFAULT_SALES_TAX_RATE, isItemStatus } from '../items/status'
import type { Cents } from '../money'
import { parseMoney, rateToTenThousandths } from '../money'
import type { CsvField } from './columns'
import { REQUIRED_CSV_COLUMNS, mapColumns } from './columns'
import { normalizeCsvDate } from './dates'
import { CaseInsensitiveSet } from '../unique'

/** Messages of spec 5 and 8 for CSV import. */
export const CSV_IMPORT_MESSAGES = {
  tooShort: 'CSV file must contain at least a header row and one data row',
  missingColumns: (columns: readonly string[]) => `Missing required columns: ${columns.join(', ')}`,
  skuExists: (row: number, sku: string) => `Row ${row}: SKU "${sku}" already exists`,
  missingFields: (row: number) => `Row ${row}: Missing brand or description`,
  failed: (reason?: string) => `Failed to import CSV: ${reason || 'Unknown error'}`,
} as const

/** Row errors shown after an import (spec 8, 9: the first 10). */
export const CSV_ERRORS_SHOWN = 10
/** Rows shown in the import preview (spec 9: 5). */
export const CSV_PREVIEW_ROWS = 5
/** The only file type the import accepts (spec 5). */
export const CSV_MIME_TYPE = 'text/csv'

/** Location given to rows without one (spec 5). */
export const UNKNOWN_LOCATION = 'Unknown'

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
export interface ImportedItem {
  row: number
  sku: string
  brand: string
  description: string
  costOfGoods: Cents
  salePrice: Cents
  purchaseDate: IsoDate
  purchaseLocation: string
  status: ItemStatus
  soldDate: IsoDate | null
  salesTax: number
  postageCharged: Cents
  postageCost: Cents
  generalFees: Cents
  promoFees: Cents
  receiptId: string | null
}

/** Outcome of an import: items to create with skipped rows and their errors, or a file-level error. */
export type CsvImportResult =
  | {
      ok: true
      items: ImportedItem[]
      skipped: number
      errors: string[]
      brandsToCreate: string[]
      locationsToCreate: string[]
    }
  | { ok: false; code: 'csv_too_short' | 'csv_missing_columns'; message: string }

/** Money of a cell (spec 5): $, commas and spaces stripped; empty, unparseable or negative becomes 0. */
export function csvMoney(text: string | undefined): Cents {
  const cents = parseMoney(text ?? '')
  return cents === null || cents < 0 ? 0 : cents
}

/** Sales tax of a cell: a decimal rate 0–1 ('0.0663') or a percentage ('6.63%'), 4 decimals; else the default. */
export function csvSalesTax(text: string | undefined): number {
  const value = (text ?? '').trim()
  const isPercent = value.endsWith('%')
  const number = Number(isPercent ? value.slice(0, -1) : value)
  if (value === '' || !Number.isFinite(number)) return DEFAULT_SALES_TAX_RATE
  const rate = isPercent ? number / 100 : number
  if (rate < 0 || rate > 1) return DEFAULT_SALES_TAX_RATE
  return rateToTenThousandths(rate) / 10_000
}

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
    let sku = cell('sku')
    if (sku !== '' && takenSkus.has(sku)) {
      result.skipped += 1
      result.errors.push(CSV_IMPORT_MESSAGES.skuExists(row, sku))
      continue
    }
    if (sku === '') sku = nextSku(context.now, context.timeZone, context.random, takenSkus)
    takenSkus.add(sku)

    const purchaseDate = normalizeCsvDate(cell('purchaseDate')) ?? context.today
    const statusText = cell('status').toLowerCase()
    const status: ItemStatus = isItemStatus(statusText) ? statusText : 'unlisted'
    const soldDate = status === 'sold' ? (normalizeCsvDate(cell('soldDate')) ?? purchaseDate) : null
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
      row,
      sku,
      brand,
      description,
      costOfGoods: csvMoney(cell('costOfGoods')),
      salePrice: csvMoney(cell('salePrice')),
      purchaseDate,
      purchaseLocation,
      status,
      soldDate,
      salesTax: csvSalesTax(cell('salesTax')),
      postageCharged: csvMoney(cell('postageCharged')),
      postageCost: csvMoney(cell('postageCost')),
      generalFees: csvMoney(cell('generalFees')),
      promoFees: csvMoney(cell('promoFees')),
      receiptId: receipt?.id ?? null,
    })
  }
  return result
}
