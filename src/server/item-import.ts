import { and, sql } from 'drizzle-orm'
import Papa from 'papaparse'

import { mapColumns } from '../domain/csv/columns'
import { CSV_ERRORS_SHOWN, normalizeCsvImport } from '../domain/csv/import'
import { fromSpreadsheetText } from '../domain/csv/serialize'
import { localDate } from '../domain/dates'
import { generateSku } from '../domain/items/sku'
import { changeStatus, type ItemStatus } from '../domain/items/status'

import type { Database } from './db/client'
import { skusStartingWith } from './db/queries/items'
import { ownedBy } from './db/queries/owned'
import { getSettings } from './db/queries/settings'
import { inventoryItems, receipts } from './db/schema'
import { AppError } from './errors'
import { insertItems, rememberNames } from './item-rules'

/*
 * CSV import of items (spec 2, 4, 5), on the server in one request: the file is parsed by Papa Parse,
 * normalised by the domain's rules (src/domain/csv/import.ts), and written in one transaction with
 * multi-row inserts, the new brands and locations first. All of it lands or none of it (decision 013).
 */

/**
 * Rows per INSERT of items. The rows travel as one JSON parameter (`insertItems`), so the limit is only
 * the size of one statement's parameter and of its transition tables for the triggers.
 */
const ITEM_CHUNK = 10_000
/** Names per INSERT of brands or locations (2 parameters a row). */
const NAME_CHUNK = 10_000

/**
 * What an import did: items created, how many of them in each status (so the screen can go to the list
 * they landed in), rows skipped, and the first 'Row {n}: {reason}' errors (spec 8).
 */
interface ImportSummary {
  imported: number
  byStatus: Partial<Record<ItemStatus, number>>
  skipped: number
  errors: string[]
}

/**
 * The file's rows as Papa Parse reads them, each cell without the text mark the export puts before text a
 * spreadsheet would run as a formula (`fromSpreadsheetText`); a quote that never closes refuses the file.
 */
function parseRows(text: string): string[][] {
  // PostgreSQL text cannot hold NUL; such a file is not a spreadsheet's text export.
  if (text.includes('\u0000'))
    throw new AppError('validation_failed', 'The file holds a NUL character, which is not text')
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false })
  const broken = parsed.errors.find((error) => error.type === 'Quotes')
  if (broken) {
    const row = broken.row === undefined ? '' : ` (row ${broken.row + 1})`
    throw new AppError('validation_failed', `A quoted field is not closed${row}`)
  }
  return parsed.data.map((row) => row.map(fromSpreadsheetText))
}

/** The user's SKUs, case-insensitively, among `candidates` (one parameter, however many there are). */
async function existingSkusAmong(db: Database, userId: string, candidates: string[]): Promise<string[]> {
  if (candidates.length === 0) return []
  const rows = await db
    .select({ sku: inventoryItems.sku })
    .from(inventoryItems)
    .where(
      and(
        ownedBy(inventoryItems, userId),
        sql`lower(${inventoryItems.sku}) in (select lower(value) from json_array_elements_text(${JSON.stringify(candidates)}::json))`,
      ),
    )
  return rows.map((row) => row.sku)
}

/** Imports a CSV file of items for the user; a file-level problem answers 400 with the spec's message. */
export async function importItemsCsv(
  db: Database,
  userId: string,
  text: string,
  now = new Date(),
): Promise<ImportSummary> {
  const rows = parseRows(text)
  const { timeZone } = await getSettings(db, userId)
  const skuColumn = rows[0] ? mapColumns(rows[0]).sku : undefined
  const fileSkus =
    skuColumn === undefined
      ? []
      : rows
          .slice(1)
          .map((cells) => (cells[skuColumn] ?? '').trim())
          .filter(Boolean)

  return db.transaction(async (tx) => {
    // Every SKU generated now starts with the same stamp: only SKUs with that start can collide (spec 5).
    const stamp = generateSku(now, timeZone, () => 0).slice(0, -4)
    const [existing, generatedLike, receiptRows] = await Promise.all([
      existingSkusAmong(tx, userId, fileSkus),
      skusStartingWith(tx, userId, stamp),
      tx
        .select({ id: receipts.id, receiptNumber: receipts.receiptNumber })
        .from(receipts)
        .where(ownedBy(receipts, userId)),
    ])
    const today = localDate(now, timeZone)
    const result = normalizeCsvImport(rows, {
      today,
      existingSkus: [...existing, ...generatedLike],
      receipts: receiptRows,
      // New names are inserted with ON CONFLICT DO NOTHING, so the lists need not be read first.
      existingBrands: [],
      existingLocations: [],
      now,
      timeZone,
      random: Math.random,
    })
    if (!result.ok) throw new AppError('validation_failed', result.message)

    for (
      let start = 0;
      start < Math.max(result.brandsToCreate.length, result.locationsToCreate.length);
      start += NAME_CHUNK
    )
      await rememberNames(tx, userId, {
        brands: result.brandsToCreate.slice(start, start + NAME_CHUNK),
        locations: result.locationsToCreate.slice(start, start + NAME_CHUNK),
      })
    const values = result.items.map(({ row: _row, ...item }) => ({
      ...item,
      // The same status rule as an item saved from the form (spec 4).
      ...changeStatus({ status: item.status, soldDate: null }, item.status, today, item.soldDate),
    }))
    for (let start = 0; start < values.length; start += ITEM_CHUNK)
      await insertItems(tx, userId, values.slice(start, start + ITEM_CHUNK))
    const byStatus: Partial<Record<ItemStatus, number>> = {}
    for (const item of values) byStatus[item.status] = (byStatus[item.status] ?? 0) + 1
    return {
      imported: values.length,
      byStatus,
      skipped: result.skipped,
      errors: result.errors.slice(0, CSV_ERRORS_SHOWN),
    }
  })
}
