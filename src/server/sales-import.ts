import { performance } from 'node:perf_hooks'

import { and, eq, inArray, sql } from 'drizzle-orm'

import { formatShortDate } from '../domain/dates'
import { generateSku, uniqueSku } from '../domain/items/sku'
import { SOLD_BEFORE_PURCHASE_MESSAGE } from '../domain/items/sold-date'
import type { ReportId } from '../domain/marketplaces/layout'
import type { ColumnMapping } from '../domain/marketplaces/mapping'
import type { MarketplaceId } from '../domain/marketplaces/marketplaces'
import { marketplaceName } from '../domain/marketplaces/marketplaces'
import type { MatchCandidate, SaleMatch } from '../domain/marketplaces/matching'
import { candidateLookups, matchSales } from '../domain/marketplaces/matching'
import { expenseCategoryLabel } from '../domain/expenses/categories'
import type {
  ChargeRow,
  MarketplaceSale,
  PayoutRow,
  RecordRow,
  RefundRow,
  ReportRow,
} from '../domain/marketplaces/report-row'
import { orderOfSale, spreadCents, titleKey } from '../domain/marketplaces/order-lines'
import type { LineMoney } from '../domain/marketplaces/sale-split'
import { netPriceCents, splitLineOverUnits } from '../domain/marketplaces/sale-split'
import { readSalesReport } from '../domain/marketplaces/sales-report'
import type { Cents } from '../domain/money'
import { centsToDecimal, formatMoney } from '../domain/money'
import { TEXT_LIMITS } from '../domain/text-limits'
import { CaseInsensitiveSet } from '../domain/unique'
import type {
  MatchedItem,
  RowChoice,
  SalesImportCounts,
  SalesImportPreview,
  SalesImportResult,
  SalesImportRow,
} from '../shared/schemas/sales-imports'

import type { Database } from './db/client'
import { UNSOLD_STATUSES, skusStartingWith } from './db/queries/items'
import { ownedBy } from './db/queries/owned'
import { listSavedMappings } from './db/queries/sales-import-mappings'
import { getSettings } from './db/queries/settings'
import {
  expenses,
  inventoryItems,
  marketplaceCharges,
  marketplacePayouts,
  refunds,
  saleLineItems,
  saleLines,
} from './db/schema'
import { GIN_PENDING } from './db/schema/columns'
import { AppError } from './errors'
import { insertItems, itemColumns, rememberNames, type InsertedItem } from './item-rules'
import { KeptReadings, readingDigest } from './kept-readings'
import { randomUUID } from 'node:crypto'

/*
 * Marketplace sales import (decision 020). A report's text is read by the domain (src/domain/marketplaces:
 * detection, one module per layout, mapping of unknown files), its sales are looked up among the sales
 * imported before (sale_lines: unique per user, marketplace and line key, decision 032) and matched to the user's
 * unsold items (matching.ts) with the candidates loaded in a few set-based queries. The preview answers it
 * all; the import applies the person's choices and writes in one transaction with one statement per kind
 * of write (items sold, items created, sales recorded), whatever the number of sales.
 */

/** With SALES_IMPORT_TIMINGS set, each step's time on the console (the benchmark's breakdown). */
const SHOW_TIMINGS = Boolean(process.env.SALES_IMPORT_TIMINGS)
let stepStart = 0
let stepCpu = process.cpuUsage()
function step(label: string | null): void {
  if (!SHOW_TIMINGS) return
  const now = performance.now()
  const cpu = process.cpuUsage(stepCpu)
  if (label !== null)
    console.log(
      `    ${label}: ${(now - stepStart).toFixed(0)} ms (CPU of this process ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms)`,
    )
  stepStart = now
  stepCpu = process.cpuUsage()
}

/** What a preview or an import reads. */
interface SalesImportInput {
  csv: string
  mapping?: ColumnMapping | undefined
  marketplace?: MarketplaceId | undefined
  reportId?: string | null | undefined
}

/** The brand of a sold item created from a sale that names none. */
const UNKNOWN_BRAND = 'Unknown'

/** Messages of the import's refusals. */
const SALES_IMPORT_MESSAGES = {
  notText: 'The file holds a NUL character, which is not text',
  otherReport: (name: string) => `The file is no longer the report previewed: it reads as ${name}`,
  unknownReport: 'The file is no longer the report previewed: choose its columns again',
  noRow: (row: number) => `Row ${row} is not a sale of the file`,
  notRecord: (row: number) => `Row ${row} can only be skipped`,
  twiceChosen: (row: number) => `Row ${row} has two choices`,
  itemTwice: (first: number, second: number) => `Rows ${first} and ${second} chose the same item`,
  notUnsold: (row: number) => `Row ${row}: the chosen item is not one of your unsold items`,
  boughtAfterSale: (item: { sku: string; purchaseDate: string }) =>
    `${item.sku} was bought on ${formatShortDate(item.purchaseDate)}, after this sale: choose another item, or create a sold item`,
  changed: 'Some of these sales or items changed meanwhile: preview the file again',
} as const

/** A sale of the file with what the database says of it. */
interface AnalysedSale {
  sale: MarketplaceSale
  status: 'matched' | 'unmatched' | 'already-imported' | 'refused'
  method: SaleMatch['method']
  items: MatchCandidateWithCost[]
  reason: string | null
  /** A sale imported before with no fee, whose fees this file holds (a transaction report after an orders report). */
  addsFees?: boolean
}

interface MatchCandidateWithCost extends MatchCandidate {
  costOfGoods: Cents
}

/** A refund, charge or payout of the file, and whether it was recorded before. */
interface AnalysedRecord {
  record: RecordRow
  isImported: boolean
}

/** What an import needs of a file's reading: its rows, with what the database said of them. */
interface Reading {
  marketplace: MarketplaceId | null
  /** The report recognised, or null for a file read by a mapping (or not read yet). */
  report: { id: string; name: string } | null
  needsMapping: boolean
  sales: Map<number, AnalysedSale>
  records: Map<number, AnalysedRecord>
  /** Rows refused by their cells, not sales: refused by the import too. */
  refusedRows: { row: number; reason: string }[]
}

interface Analysis {
  preview: SalesImportPreview
  reading: Reading
}

/**
 * The preview's reading of each user's last file (decision 037), which the import of the same file, read
 * the same way, over the same records, uses instead of reading and matching the file again.
 */
export const keptSalesReadings = new KeptReadings<Reading>()

/**
 * What the user's records are now, in one line: the count and the last change of their items (every
 * change of an item sets its updated_at), sale lines and refunds, and the count of their charges and
 * payouts. A reading made before any of them changed is kept under another line, so it is never used.
 */
async function recordsStamp(db: Database, userId: string): Promise<string> {
  const result = await db.execute(sql`
    select concat_ws(' ',
      (select count(*) || '@' || coalesce(max(updated_at)::text, '') from ${inventoryItems} where user_id = ${userId}::uuid),
      (select count(*) || '@' || coalesce(max(imported_at)::text, '') from ${saleLines} where user_id = ${userId}::uuid),
      (select count(*) || '@' || coalesce(max(updated_at)::text, '') from ${refunds} where user_id = ${userId}::uuid),
      (select count(*) from ${marketplaceCharges} where user_id = ${userId}::uuid),
      (select count(*) from ${marketplacePayouts} where user_id = ${userId}::uuid)) as stamp`)
  return (result as unknown as { rows: { stamp: string }[] }).rows[0]?.stamp ?? ''
}

/** The digest a reading is kept under: the file, how it is read, and the user's records. */
const digestOf = (input: SalesImportInput, stamp: string) =>
  readingDigest(input.csv, input.mapping ?? null, input.marketplace ?? null, stamp)

/** Refuses an import of a file that no longer reads as the report its preview showed. */
function checkReportPreviewed(reading: Reading, input: SalesImportInput): void {
  if (!input.reportId) return
  if (reading.report === null && !input.mapping)
    throw new AppError('validation_failed', SALES_IMPORT_MESSAGES.unknownReport)
  if (reading.report !== null && reading.report.id !== input.reportId)
    throw new AppError('validation_failed', SALES_IMPORT_MESSAGES.otherReport(reading.report.name))
}

const matchedItemOf = (item: MatchCandidateWithCost): MatchedItem => ({
  itemId: item.id,
  sku: item.sku,
  brand: item.brand,
  description: item.description,
  cost: item.costOfGoods,
  purchaseDate: item.purchaseDate || null,
})

/** The fees of a sale as an item keeps them: selling, payment and fulfilment fees are general, ad fees promo. */
const feesOf = (sale: MarketplaceSale) => ({
  general: sale.fees.sellingFeeCents + sale.fees.paymentFeeCents + (sale.fees.fulfilmentFeeCents ?? 0),
  promo: sale.fees.promoFeeCents,
})

/** Profit of a sale against items costing `cost` (spec 9: revenue less postage cost, fees and cost of goods). */
function profitOf(sale: MarketplaceSale, cost: Cents): Cents {
  const fees = feesOf(sale)
  return (
    sale.salePriceCents -
    (sale.discountCents ?? 0) +
    sale.postageChargedCents -
    sale.postageCostCents -
    fees.general -
    fees.promo -
    cost
  )
}

const EMPTY_COUNTS = (): SalesImportCounts => ({
  matched: 0,
  unmatched: 0,
  alreadyImported: 0,
  refused: 0,
  notSales: 0,
  refunds: 0,
  charges: 0,
  payouts: 0,
})

/** The identities among `keys` the user imported before in `table` for `marketplace`. */
async function importedKeys(
  db: Database,
  userId: string,
  table: typeof refunds | typeof marketplaceCharges | typeof marketplacePayouts,
  marketplace: MarketplaceId,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const rows = await db
    .select({ key: table.importKey })
    .from(table)
    .where(
      and(
        eq(table.userId, userId),
        eq(table.marketplace, marketplace),
        sql`${table.importKey} = any(${textArray(keys)}::text[])`,
      ),
    )
  return new Set(rows.flatMap((row) => (row.key === null ? [] : [row.key])))
}

/** Every fee of a sale, in one figure. */
const saleFeesOf = (sale: MarketplaceSale) =>
  sale.fees.sellingFeeCents +
  sale.fees.paymentFeeCents +
  sale.fees.promoFeeCents +
  (sale.fees.fulfilmentFeeCents ?? 0)

/** The sales (line keys) among `lineKeys` the user imported before with no fee at all (from an orders file). */
async function linesWithoutFees(
  db: Database,
  userId: string,
  marketplace: MarketplaceId,
  lineKeys: readonly string[],
): Promise<Set<string>> {
  if (lineKeys.length === 0) return new Set()
  const rows = await db
    .select({ lineKey: saleLines.lineKey })
    .from(saleLines)
    .where(
      and(
        ownedBy(saleLines, userId),
        eq(saleLines.marketplace, marketplace),
        sql`${saleLines.lineKey} = any(${textArray(lineKeys)}::text[])`,
        sql`${saleLines.sellingFee} + ${saleLines.paymentFee} + ${saleLines.fulfilmentFee} + ${saleLines.adFee} = 0`,
      ),
    )
  return new Set(rows.map((row) => row.lineKey))
}

/** The orders among `orderIds` of which the user imported a sale of `marketplace` before, with its date. */
async function importedOrders(
  db: Database,
  userId: string,
  marketplace: MarketplaceId,
  orderIds: readonly string[],
): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select({ orderId: saleLines.orderId, soldDate: sql<string>`min(${saleLines.soldDate})::text` })
    .from(saleLines)
    .where(
      and(
        ownedBy(saleLines, userId),
        eq(saleLines.marketplace, marketplace),
        sql`${saleLines.orderId} = any(${textArray(orderIds)}::text[])`,
      ),
    )
    .groupBy(saleLines.orderId)
  return new Map(rows.map((row) => [row.orderId, row.soldDate]))
}

/**
 * A list of texts as one parameter: a PostgreSQL array literal, cast to text[] in the statement. `= any()`
 * of it is read through the unique index, or hashed over a scan, whatever the planner knows of the table:
 * `in (select … from json_array_elements_text(…))` was planned as a loop over the whole table per value on a
 * table filled since its last ANALYZE (15 s for 20,000 order ids on PostgreSQL).
 */
function textArray(values: readonly string[]): string {
  return arrayLiteral(values)
}

/**
 * Values as one PostgreSQL array literal, each quoted (a text, a number or a date as its input function reads
 * it), a null as NULL: a column of rows sent as one parameter, cast to its type's array in the statement and
 * read by `unnest`.
 */
function arrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  return `{${values
    .map((value) =>
      value === null ? 'NULL' : `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
    )
    .join(',')}}`
}

/** The sales (line keys) of `marketplace` among `orderIds` that the user imported before. */
async function importedOrderIds(
  db: Database,
  userId: string,
  marketplace: MarketplaceId,
  orderIds: readonly string[],
): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set()
  const rows = await db
    .select({ orderId: saleLines.lineKey })
    .from(saleLines)
    .where(
      and(
        ownedBy(saleLines, userId),
        eq(saleLines.marketplace, marketplace),
        sql`${saleLines.lineKey} = any(${textArray(orderIds)}::text[])`,
      ),
    )
  return new Set(rows.map((row) => row.orderId))
}

const candidateColumns = {
  id: inventoryItems.id,
  sku: inventoryItems.sku,
  brand: inventoryItems.brand,
  description: inventoryItems.description,
  purchaseDate: sql<string>`coalesce(${inventoryItems.purchaseDate}::text, '')`,
  status: inventoryItems.status,
  costOfGoods: inventoryItems.costOfGoods,
}

/** The user's items (sold or not) whose SKU is one of `skuKeys` (lower-cased): one query over the SKU index. */
async function itemsBySku(db: Database, userId: string, skuKeys: readonly string[]) {
  if (skuKeys.length === 0) return []
  return db
    .select(candidateColumns)
    .from(inventoryItems)
    .where(
      and(
        ownedBy(inventoryItems, userId),
        sql`lower(${inventoryItems.sku}) = any(${textArray(skuKeys)}::text[])`,
      ),
    )
}

/** Every item the user still holds (neither sold nor disposed of): the candidates of the title pass. */
async function unsoldItems(db: Database, userId: string) {
  return db
    .select(candidateColumns)
    .from(inventoryItems)
    .where(and(ownedBy(inventoryItems, userId), inArray(inventoryItems.status, UNSOLD_STATUSES)))
}

/**
 * Matches the sales to the user's items: first against the items their SKUs and custom labels name (one
 * indexed query), and only when some sale is left with a title to match, against every unsold item.
 */
async function matchAgainstItems(db: Database, userId: string, sales: readonly MarketplaceSale[]) {
  const { skus } = candidateLookups(sales)
  const bySku: MatchCandidateWithCost[] = await itemsBySku(db, userId, skus)
  let candidates = bySku
  let matches = matchSales(sales, candidates)
  const needsTitles = matches.some(
    (match, i) => match.unmatchedQuantity > 0 && match.itemIds.length === 0 && sales[i]?.title,
  )
  if (needsTitles) {
    const known = new Set(bySku.map((item) => item.id))
    const unsold = (await unsoldItems(db, userId)).filter((item) => !known.has(item.id))
    candidates = [...bySku, ...unsold]
    matches = matchSales(sales, candidates)
  }
  return { matches, itemsById: new Map(candidates.map((item) => [item.id, item])) }
}

/** Reads the file and looks its sales up: the preview, and what an import needs of it. */
async function analyse(db: Database, userId: string, input: SalesImportInput): Promise<Analysis> {
  if (input.csv.includes('\u0000')) throw new AppError('validation_failed', SALES_IMPORT_MESSAGES.notText)
  step(null)
  const read = readSalesReport(input.csv, {
    ...(input.mapping ? { mapping: input.mapping } : {}),
    ...(input.marketplace ? { marketplace: input.marketplace } : {}),
  })
  step('read the report')
  if (!read.ok) throw new AppError('validation_failed', read.message)
  const report = read.report
  const needsMapping = report.report === null && !input.mapping
  const marketplace: MarketplaceId | null =
    report.report?.marketplace ?? (input.mapping ? (input.marketplace ?? 'other') : null)
  const reading: Reading = {
    marketplace,
    report: report.report === null ? null : { id: report.report.id, name: report.report.name },
    needsMapping,
    sales: new Map(),
    records: new Map(),
    refusedRows: [],
  }
  checkReportPreviewed(reading, input)

  const base = {
    marketplace: marketplace === null ? null : { id: marketplace, name: marketplaceName(marketplace) },
    report: report.report === null ? null : { id: report.report.id as ReportId, name: report.report.name },
    headerRow: report.headerRowNumber,
    header: report.header,
    headerKey: report.headerKey,
    needsMapping,
    proposedMapping: report.proposedMapping,
    columnValues: report.columnValues,
  }
  if (needsMapping || marketplace === null) {
    const savedMappings = await listSavedMappings(db, userId, report.headerKey)
    return {
      preview: { ...base, savedMappings, rows: [], counts: EMPTY_COUNTS(), noFees: false },
      reading,
    }
  }

  // A file none of whose records could be read is refused whole, by its first refusal.
  const sales = report.rows.filter((row): row is MarketplaceSale => row.type === 'sale')
  const firstRefusal = report.rows.find((row) => row.type === 'refused')
  if (sales.length === 0 && firstRefusal?.type === 'refused') {
    const others = report.counts.refused - 1
    const more = others > 0 ? ` (and ${others} more ${others === 1 ? 'row' : 'rows'})` : ''
    throw new AppError('validation_failed', `${firstRefusal.message}${more}`)
  }

  const imported = await importedOrderIds(
    db,
    userId,
    marketplace,
    sales.map((sale) => sale.orderId),
  )
  step('sales imported before')
  const toMatch = sales.filter((sale) => !imported.has(sale.orderId))
  const { matches, itemsById } = await matchAgainstItems(db, userId, toMatch)
  step('matched')

  const analysed = new Map<number, AnalysedSale>()
  const feeless = await linesWithoutFees(
    db,
    userId,
    marketplace,
    sales.filter((sale) => imported.has(sale.orderId) && saleFeesOf(sale) > 0).map((sale) => sale.orderId),
  )
  for (const sale of sales)
    if (imported.has(sale.orderId))
      analysed.set(sale.rowNumber, {
        sale,
        status: 'already-imported',
        method: 'none',
        items: [],
        reason: 'Imported before',
        addsFees: feeless.has(sale.orderId),
      })
  toMatch.forEach((sale, i) => {
    const match = matches[i]
    const items = (match?.itemIds ?? []).flatMap((id) => {
      const item = itemsById.get(id)
      return item ? [item] : []
    })
    // An item its SKU names but bought after the sale is never proposed: the row stays for the person to
    // match, create or skip in the preview, saying why, and never refuses the import.
    const late = items.find((item) => item.purchaseDate !== '' && sale.soldDate < item.purchaseDate)
    analysed.set(sale.rowNumber, {
      sale,
      status: late === undefined && items.length > 0 ? 'matched' : 'unmatched',
      method: late === undefined ? (match?.method ?? 'none') : 'none',
      items: late === undefined ? items : [],
      reason: late === undefined ? (match?.reason ?? null) : SALES_IMPORT_MESSAGES.boughtAfterSale(late),
    })
  })

  // Refunds, charges and payouts: recorded before (by their identity in the file), and a refund's sale.
  const records = report.rows.filter(
    (row): row is RecordRow => row.type === 'refund' || row.type === 'charge' || row.type === 'payout',
  )
  const keysOf = (type: RecordRow['type']) =>
    records.filter((row) => row.type === type).map((row) => row.importKey)
  const [refundKeys, chargeKeys, payoutKeys] = await Promise.all([
    importedKeys(db, userId, refunds, marketplace, keysOf('refund')),
    importedKeys(db, userId, marketplaceCharges, marketplace, keysOf('charge')),
    importedKeys(db, userId, marketplacePayouts, marketplace, keysOf('payout')),
  ])
  const saleRowOfOrder = new Map<string, number>()
  const saleRowOfLine = new Map<string, number>()
  for (const sale of sales) {
    const order = orderOfSale(sale)
    if (!saleRowOfOrder.has(order)) saleRowOfOrder.set(order, sale.rowNumber)
    saleRowOfLine.set(sale.orderId, sale.rowNumber)
  }
  const refundOrders = [
    ...new Set(records.flatMap((row) => (row.type === 'refund' ? [row.orderId] : []))),
  ].filter((order) => !saleRowOfOrder.has(order))
  const ordersBefore = await importedOrders(db, userId, marketplace, refundOrders)
  const analysedRecords = new Map<number, AnalysedRecord>()
  for (const record of records) {
    const known = record.type === 'refund' ? refundKeys : record.type === 'charge' ? chargeKeys : payoutKeys
    analysedRecords.set(record.rowNumber, { record, isImported: known.has(record.importKey) })
  }
  step('refunds, charges and payouts recorded before')

  const counts = EMPTY_COUNTS()
  const context: PreviewContext = { saleRowOfOrder, saleRowOfLine, ordersBefore }
  const rows = report.rows.map((row) =>
    previewRow(row, analysed.get(row.rowNumber), analysedRecords.get(row.rowNumber), context, counts),
  )
  const savedMappings = input.mapping ? await listSavedMappings(db, userId, report.headerKey) : []
  const noFees =
    sales.length > 0 &&
    sales.every(
      (sale) =>
        sale.fees.sellingFeeCents +
          sale.fees.paymentFeeCents +
          sale.fees.promoFeeCents +
          (sale.fees.fulfilmentFeeCents ?? 0) ===
        0,
    )
  step('preview rows')
  return {
    preview: { ...base, savedMappings, rows, counts, noFees },
    reading: {
      ...reading,
      sales: analysed,
      records: analysedRecords,
      // Rows refused by their cells (not sales) count as refused too.
      refusedRows: rows.flatMap((row) =>
        row.status === 'refused' && !analysed.has(row.row)
          ? [{ row: row.row, reason: row.reason ?? '' }]
          : [],
      ),
    },
  }
}

/** What a preview row reads of the rest of the file and of the database. */
interface PreviewContext {
  /** The first sale row of each order of the file. */
  saleRowOfOrder: ReadonlyMap<string, number>
  /** The sale row of each line of the file, by the line's key. */
  saleRowOfLine: ReadonlyMap<string, number>
  /** Orders of refunds whose sale was imported before, with the date sold. */
  ordersBefore: ReadonlyMap<string, string>
}

/** What the import does with a refund, a charge or a payout, in words. */
function recordEffect(record: RecordRow, context: PreviewContext): string {
  if (record.type === 'charge')
    return `Records an expense of ${formatMoney(record.amountCents)} (${expenseCategoryLabel(record.category)})`
  if (record.type === 'payout') return `Keeps a payout of ${formatMoney(record.amountCents)}: never revenue`
  const refund = `Records a refund of ${formatMoney(record.amountCents)}${
    record.salesTaxCents > 0 ? ` and ${formatMoney(record.salesTaxCents)} of sales tax` : ''
  }`
  const row =
    (record.lineKey === null ? undefined : context.saleRowOfLine.get(record.lineKey)) ??
    context.saleRowOfOrder.get(record.orderId)
  if (row !== undefined) return `${refund} against the sale of row ${row}`
  if (context.ordersBefore.has(record.orderId))
    return `${refund} against order ${record.orderId}, imported before`
  return `${refund}, kept until its sale is imported: order ${record.orderId} is not in Frogwalk`
}

/** A row of the file as the preview shows it, counted in `counts`. */
function previewRow(
  row: ReportRow,
  analysed: AnalysedSale | undefined,
  record: AnalysedRecord | undefined,
  context: PreviewContext,
  counts: SalesImportCounts,
): SalesImportRow {
  const empty = {
    row: row.rowNumber,
    soldDate: null,
    title: null,
    brand: null,
    sku: null,
    customLabel: null,
    quantity: 0,
    salePrice: 0,
    postageCharged: 0,
    postageCost: 0,
    fees: { general: 0, promo: 0 },
    salesTax: 0,
    amount: null,
    column: null,
    match: { method: 'none' as const, items: [] },
    profit: null,
    effect: null,
    category: null,
  }
  if (row.type === 'refused') {
    counts.refused += 1
    return {
      ...empty,
      kind: 'sale',
      status: 'refused',
      orderId: null,
      reason: row.message,
      column: row.column,
    }
  }
  if (row.type === 'non-sale') {
    counts.notSales += 1
    return {
      ...empty,
      kind: row.kind,
      status: 'not-a-sale',
      orderId: row.orderId,
      title: row.title ?? null,
      amount: row.amountCents,
      reason: row.reason,
    }
  }
  if (row.type === 'refund' || row.type === 'charge' || row.type === 'payout') {
    const isImported = record?.isImported ?? false
    if (isImported) counts.alreadyImported += 1
    else if (row.type === 'refund') counts.refunds += 1
    else if (row.type === 'charge') counts.charges += 1
    else counts.payouts += 1
    const common = {
      ...empty,
      status: isImported ? ('already-imported' as const) : ('to-record' as const),
      reason: isImported ? 'Imported before' : null,
      effect: isImported ? null : recordEffect(row, context),
    }
    if (row.type === 'refund')
      return {
        ...common,
        kind: 'refund',
        orderId: row.orderId,
        soldDate: row.refundDate,
        title: row.title,
        salesTax: row.salesTaxCents,
        amount: -row.amountCents,
      }
    if (row.type === 'charge')
      return {
        ...common,
        kind: 'fee',
        orderId: row.orderId,
        soldDate: row.date,
        title: row.description,
        amount: -row.amountCents,
        category: row.category,
      }
    return {
      ...common,
      kind: 'payout',
      orderId: row.reference,
      soldDate: row.date,
      amount: row.amountCents,
    }
  }
  const sale = row
  const status = analysed?.status ?? 'unmatched'
  if (status === 'matched') counts.matched += 1
  else if (status === 'unmatched') counts.unmatched += 1
  else if (status === 'already-imported') counts.alreadyImported += 1
  else counts.refused += 1
  const items = analysed?.items ?? []
  const cost = items.reduce((sum, item) => sum + item.costOfGoods, 0)
  return {
    ...empty,
    kind: 'sale',
    status,
    orderId: sale.orderId,
    soldDate: sale.soldDate,
    title: sale.title,
    brand: sale.brand,
    sku: sale.sku,
    customLabel: sale.customLabel,
    quantity: sale.quantity,
    salePrice: netPriceCents({
      grossPriceCents: sale.salePriceCents,
      discountCents: sale.discountCents ?? 0,
    }),
    postageCharged: sale.postageChargedCents,
    postageCost: sale.postageCostCents,
    fees: feesOf(sale),
    salesTax: sale.salesTaxCents,
    reason: analysed?.reason ?? null,
    match: { method: analysed?.method ?? 'none', items: items.map(matchedItemOf) },
    profit: status === 'matched' || status === 'unmatched' ? profitOf(sale, cost) : null,
    effect:
      status === 'matched'
        ? saleEffect(sale, items.length)
        : analysed?.addsFees
          ? `Adds its fees (${formatMoney(saleFeesOf(sale))}) to the sale imported before`
          : null,
  }
}

/** What the import does with a matched sale, in words. */
function saleEffect(sale: MarketplaceSale, matched: number): string {
  const left = sale.quantity - matched
  const sells = `Sells ${matched === 1 ? 'the matched item' : `the ${matched} matched items`}`
  return left > 0 ? `${sells} and creates ${left} sold ${left === 1 ? 'item' : 'items'} (needs cost)` : sells
}

/**
 * The preview of a file: nothing is written. Its reading is kept for the import (`keptSalesReadings`),
 * under the user's records as they were before it read them, so a change made while it read is one the
 * import sees.
 */
export async function previewSalesImport(
  db: Database,
  userId: string,
  input: SalesImportInput,
): Promise<SalesImportPreview> {
  const stamp = await recordsStamp(db, userId)
  const { preview, reading } = await analyse(db, userId, input)
  if (!reading.needsMapping && reading.marketplace !== null)
    keptSalesReadings.keep(userId, digestOf(input, stamp), reading)
  return preview
}

/** A sale's money as the line the marketplace recorded (decision 032). */
function lineMoneyOf(sale: MarketplaceSale): LineMoney {
  return {
    grossPriceCents: sale.salePriceCents,
    shippingCents: sale.postageChargedCents,
    salesTaxCents: sale.salesTaxCents,
    discountCents: sale.discountCents ?? 0,
    fees: {
      sellingCents: sale.fees.sellingFeeCents,
      paymentCents: sale.fees.paymentFeeCents,
      fulfilmentCents: sale.fees.fulfilmentFeeCents ?? 0,
      adCents: sale.fees.promoFeeCents,
    },
  }
}

/**
 * Each unit's part of a sale: the line's money split over its units to the cent (sale-split.ts), the
 * postage paid with it. An item's sale price is what the buyer paid for it after the discount; its general
 * fees are the selling, payment and fulfilment fees, its promo fees the ad fees.
 */
function saleFigures(sale: MarketplaceSale, parts: number) {
  const postageCost = splitLineOverUnits(
    { ...lineMoneyOf(sale), grossPriceCents: sale.postageCostCents },
    parts,
  ).map((unit) => unit.grossPriceCents)
  return splitLineOverUnits(lineMoneyOf(sale), parts).map(
    (unit, index) =>
      ({
        soldDate: sale.soldDate,
        salePrice: netPriceCents(unit),
        postageCharged: unit.shippingCents,
        postageCost: postageCost[index] ?? 0,
        generalFees: unit.fees.sellingCents + unit.fees.paymentCents + unit.fees.fulfilmentCents,
        promoFees: unit.fees.adCents,
        buyerSalesTax: unit.salesTaxCents,
        marketplaceOrderId: sale.orderId,
      }) satisfies Partial<InsertedItem>,
  )
}

/** A sale as the import writes it: the items it sold and how many sold items it creates, one per unit. */
interface PlannedLine {
  sale: MarketplaceSale
  itemIds: string[]
  create: number
}

/** What the import does with each row once the choices apply. */
interface Plan {
  lines: PlannedLine[]
  /** Sales imported before with no fee, given the fees of this file. */
  fees: MarketplaceSale[]
  records: RecordRow[]
  skipped: number
  alreadyImported: number
  refusals: { row: number; reason: string }[]
}

/** Applies the person's choices to the analysed rows; refuses choices that name no row or a wrong item. */
async function planOf(
  db: Database,
  userId: string,
  reading: Reading,
  choices: readonly RowChoice[],
): Promise<Plan> {
  const byRow = new Map<number, RowChoice>()
  for (const choice of choices) {
    if (byRow.has(choice.row))
      throw new AppError('validation_failed', SALES_IMPORT_MESSAGES.twiceChosen(choice.row))
    if (reading.records.has(choice.row)) {
      if (choice.action !== 'skip')
        throw new AppError('validation_failed', SALES_IMPORT_MESSAGES.notRecord(choice.row))
    } else if (!reading.sales.has(choice.row))
      throw new AppError('validation_failed', SALES_IMPORT_MESSAGES.noRow(choice.row))
    byRow.set(choice.row, choice)
  }
  // The items chosen by hand: the user's, unsold, each for one sale.
  const chosenBy = new Map<string, number>()
  for (const choice of byRow.values()) {
    if (choice.action !== 'match') continue
    const first = chosenBy.get(choice.itemId)
    if (first !== undefined)
      throw new AppError('validation_failed', SALES_IMPORT_MESSAGES.itemTwice(first, choice.row))
    chosenBy.set(choice.itemId, choice.row)
  }
  const chosenItems = new Map<string, { purchaseDate: string | null }>()
  if (chosenBy.size > 0) {
    const rows = await db
      .select({ id: inventoryItems.id, purchaseDate: inventoryItems.purchaseDate })
      .from(inventoryItems)
      .where(
        and(
          ownedBy(inventoryItems, userId),
          inArray(inventoryItems.status, UNSOLD_STATUSES),
          inArray(inventoryItems.id, [...chosenBy.keys()]),
        ),
      )
    for (const row of rows) chosenItems.set(row.id, row)
  }

  const plan: Plan = { lines: [], fees: [], records: [], skipped: 0, alreadyImported: 0, refusals: [] }
  for (const [row, analysed] of reading.sales) {
    const { sale } = analysed
    if (analysed.status === 'already-imported') {
      if (analysed.addsFees && byRow.get(row)?.action !== 'skip') plan.fees.push(sale)
      else plan.alreadyImported += 1
      continue
    }
    if (analysed.status === 'refused') {
      plan.refusals.push({ row, reason: analysed.reason ?? SOLD_BEFORE_PURCHASE_MESSAGE })
      continue
    }
    const choice = byRow.get(row)
    if (choice?.action === 'skip') plan.skipped += 1
    else if (choice?.action === 'create') plan.lines.push({ sale, itemIds: [], create: sale.quantity })
    else if (choice?.action === 'match') {
      const item = chosenItems.get(choice.itemId)
      if (item === undefined) throw new AppError('validation_failed', SALES_IMPORT_MESSAGES.notUnsold(row))
      // The Match dialog offers no item bought after the sale; one chosen anyway refuses its row only.
      if (item.purchaseDate !== null && sale.soldDate < item.purchaseDate)
        plan.refusals.push({ row, reason: SOLD_BEFORE_PURCHASE_MESSAGE })
      else plan.lines.push({ sale, itemIds: [choice.itemId], create: Math.max(0, sale.quantity - 1) })
    } else {
      // The proposed match, less any item a choice took for another sale; units left unmatched are created.
      const itemIds = analysed.items.map((item) => item.id).filter((id) => !chosenBy.has(id))
      if (analysed.status === 'matched' && itemIds.length > 0)
        plan.lines.push({ sale, itemIds, create: Math.max(0, sale.quantity - itemIds.length) })
      else plan.skipped += 1
    }
  }
  for (const [row, { record, isImported }] of reading.records) {
    if (isImported) plan.alreadyImported += 1
    else if (byRow.get(row)?.action === 'skip') plan.skipped += 1
    else plan.records.push(record)
  }
  plan.refusals.push(...reading.refusedRows)
  plan.refusals.sort((a, b) => a.row - b.row)
  return plan
}

/** The trigram indexes of inventory_items, which hold the status (migrations 0005, 0007, 0010). */
const ITEM_GIN_INDEXES = ['inventory_items_status_sku_search_idx', 'inventory_items_status_text_search_idx']
/** From this many items written, the trigram indexes take the entries in one merge (`withOneGinMerge`). */
const ONE_MERGE_FROM = 500

/**
 * Runs `write` with the trigram indexes' pending lists unbounded, then merges them once and sets their
 * bound back, all in the caller's transaction. A status change rewrites an item's trigram entries (the
 * indexes hold the status); under the 256 kB bound of migration 0010, 20,000 of them merged the list
 * about every hundred rows, each merge walking the same trigrams' posting trees again. One merge of all
 * of them took 3.6 s of CPU where the bounded list took 4.0 to 4.5 s on the embedded database (decision
 * 020). ALTER INDEX ... SET of this option takes a lock that other writes of the table do not wait for,
 * and rolls back with the transaction.
 */
async function withOneGinMerge(db: Database, rows: number, write: () => Promise<void>): Promise<void> {
  if (rows < ONE_MERGE_FROM) return write()
  for (const index of ITEM_GIN_INDEXES)
    await db.execute(sql.raw(`alter index ${index} set (gin_pending_list_limit = 1048576)`))
  await write()
  for (const index of ITEM_GIN_INDEXES) {
    await db.execute(sql.raw(`select gin_clean_pending_list('${index}'::regclass)`))
    await db.execute(
      sql.raw(`alter index ${index} set (gin_pending_list_limit = ${GIN_PENDING.gin_pending_list_limit})`),
    )
  }
}

/** Marks the planned items sold with their units' figures: one statement, refused whole if any changed. */
async function sellItems(
  db: Database,
  userId: string,
  marketplace: MarketplaceId,
  lines: readonly PlannedLine[],
) {
  const records = lines.flatMap(({ sale, itemIds, create }) => {
    const figures = saleFigures(sale, itemIds.length + create)
    return itemIds.map((id, index) => ({ id, ...itemColumns(figures[index] ?? {}) }))
  })
  if (records.length === 0) return
  // Only the columns a sale sets, each from the record; the status change is what moves the counters.
  const result = await db.execute(sql`
    update ${inventoryItems} as i set
      status = 'sold', sold_date = r.sold_date, sale_price = r.sale_price, postage_charged = r.postage_charged,
      postage_cost = r.postage_cost, general_fees = r.general_fees, promo_fees = r.promo_fees, sales_tax = 0,
      buyer_sales_tax = r.buyer_sales_tax, marketplace = ${marketplace}, marketplace_order_id = r.marketplace_order_id,
      updated_at = now()
    from json_to_recordset(${JSON.stringify(records)}::json) as r(id uuid, sold_date date, sale_price numeric,
      postage_charged numeric, postage_cost numeric, general_fees numeric, promo_fees numeric,
      buyer_sales_tax numeric, marketplace_order_id text)
    where i.id = r.id and i.user_id = ${userId}::uuid and i.status not in ('sold', 'disposed')
    returning i.id`)
  const changed = (result as unknown as { rows: unknown[] }).rows.length
  if (changed !== records.length) throw new AppError('conflict', SALES_IMPORT_MESSAGES.changed)
}

/**
 * Creates the sold items of the planned lines' units no item matched: cost unknown (0, flagged needs cost),
 * the sale's brand or 'Unknown', its title as the description, a generated SKU, each with its unit's
 * figures. Answers the new items' ids of each line, in order.
 */
async function createItems(
  db: Database,
  userId: string,
  marketplace: MarketplaceId,
  lines: readonly PlannedLine[],
  now: Date,
): Promise<string[][]> {
  if (lines.every((line) => line.create === 0)) return lines.map(() => [])
  const { timeZone } = await getSettings(db, userId)
  const stamp = generateSku(now, timeZone, () => 0).slice(0, -4)
  const taken = new CaseInsensitiveSet(await skusStartingWith(db, userId, stamp))
  const records = lines.flatMap(({ sale, itemIds, create }) => {
    if (create === 0) return []
    const figures = saleFigures(sale, itemIds.length + create).slice(itemIds.length)
    const brand = sale.brand?.trim() || UNKNOWN_BRAND
    const description = sale.title?.trim() || `${marketplaceName(marketplace)} order ${orderOfSale(sale)}`
    return figures.map((unit) => {
      const sku = uniqueSku(generateSku(now, timeZone, Math.random), taken)
      taken.add(sku)
      return {
        sku,
        // A marketplace's title or brand longer than an item keeps is cut to fit, as a person would.
        brand: brand.slice(0, TEXT_LIMITS.inventoryItems.brand),
        description: description.slice(0, TEXT_LIMITS.inventoryItems.description),
        costOfGoods: 0 as Cents,
        needsCost: true,
        status: 'sold',
        salesTax: 0,
        marketplace,
        ...unit,
      } satisfies Partial<InsertedItem>
    })
  })
  await rememberNames(db, userId, { brands: [...new Set(records.map((record) => record.brand))] })
  const ids = await insertItems(db, userId, records)
  let next = 0
  return lines.map((line) => {
    const created = ids.slice(next, next + line.create)
    next += line.create
    return created
  })
}

/**
 * Records the imported sales as the lines the marketplace recorded (with their titles) and the items each unit
 * is (decision 032), so a later file's same sales are 'already imported': one statement for every line, one
 * for every unit, each with its rows' columns sent as arrays. Refunds kept before with no item, of the orders
 * these sales are, find their lines (`linkWaitingRefunds`).
 */
async function recordSales(
  db: Database,
  userId: string,
  marketplace: MarketplaceId,
  sales: readonly { sale: MarketplaceSale; itemIds: readonly string[] }[],
) {
  if (sales.length === 0) return
  const lines = sales.map(({ sale, itemIds }) => ({
    order_id: orderOfSale(sale),
    line_key: sale.orderId,
    title: keptText(sale.title, TEXT_LIMITS.saleLines.title),
    sold_date: sale.soldDate,
    quantity: Math.max(1, itemIds.length),
    gross_price: centsToDecimal(sale.salePriceCents),
    shipping: centsToDecimal(sale.postageChargedCents),
    sales_tax: centsToDecimal(sale.salesTaxCents),
    discount: centsToDecimal(Math.min(sale.discountCents ?? 0, sale.salePriceCents)),
    postage_cost: centsToDecimal(sale.postageCostCents),
    selling_fee: centsToDecimal(sale.fees.sellingFeeCents),
    payment_fee: centsToDecimal(sale.fees.paymentFeeCents),
    fulfilment_fee: centsToDecimal(sale.fees.fulfilmentFeeCents ?? 0),
    ad_fee: centsToDecimal(sale.fees.promoFeeCents),
  }))
  // Ids made here, not by the database's default: its gen_random_uuid() reads the system's random source once
  // per row, which on the embedded database is a file opened, read and closed each time.
  const lineIds = lines.map(() => randomUUID())
  const units = sales.flatMap(({ itemIds }, i) =>
    itemIds.map((itemId) => ({ lineId: lineIds[i] ?? null, itemId })),
  )
  const column = (name: keyof (typeof lines)[number]) => arrayLiteral(lines.map((line) => line[name]))
  await db.execute(sql`
    insert into ${saleLines} (id, user_id, marketplace, order_id, line_key, title, sold_date, quantity, gross_price,
      shipping, sales_tax, discount, postage_cost, selling_fee, payment_fee, fulfilment_fee, ad_fee)
    select id, ${userId}::uuid, ${marketplace}, order_id, line_key, title, sold_date, quantity, gross_price, shipping,
      sales_tax, discount, postage_cost, selling_fee, payment_fee, fulfilment_fee, ad_fee
    from unnest(${arrayLiteral(lineIds)}::uuid[], ${column('order_id')}::text[], ${column('line_key')}::text[],
      ${column('title')}::text[], ${column('sold_date')}::date[], ${column('quantity')}::int[],
      ${column('gross_price')}::numeric[], ${column('shipping')}::numeric[], ${column('sales_tax')}::numeric[],
      ${column('discount')}::numeric[], ${column('postage_cost')}::numeric[], ${column('selling_fee')}::numeric[],
      ${column('payment_fee')}::numeric[], ${column('fulfilment_fee')}::numeric[], ${column('ad_fee')}::numeric[])
      as r(id, order_id, line_key, title, sold_date, quantity, gross_price, shipping, sales_tax, discount,
        postage_cost, selling_fee, payment_fee, fulfilment_fee, ad_fee)`)
  if (units.length > 0) {
    await db.execute(sql`
      insert into ${saleLineItems} (id, user_id, sale_line_id, item_id)
      select id, ${userId}::uuid, sale_line_id, item_id
      from unnest(${arrayLiteral(units.map(() => randomUUID()))}::uuid[],
        ${arrayLiteral(units.map((unit) => unit.lineId))}::uuid[],
        ${arrayLiteral(units.map((unit) => unit.itemId))}::uuid[]) as u(id, sale_line_id, item_id)`)
  }
  await linkWaitingRefunds(db, userId, marketplace, [...new Set(lines.map((line) => line.order_id))])
}

/** A text as a column keeps it: trimmed, cut to `limit` characters; null when empty. */
function keptText(text: string | null | undefined, limit: number): string | null {
  const kept = text?.trim().slice(0, limit) ?? ''
  return kept === '' ? null : kept
}

/** A refund's line key as a refund keeps it: null when none, or longer than any line's key can be. */
const keptLineKey = (lineKey: string | null): string | null =>
  lineKey !== null && lineKey.length <= TEXT_LIMITS.refunds.lineKey ? lineKey : null

/**
 * A unit of a sale a refund may be recorded against: its item, what it sold for, and its line's title (as
 * the marketplace gave it; for a line recorded before titles were kept, its item's description).
 */
interface RefundableUnit {
  orderId: string
  lineKey: string
  itemId: string
  value: Cents
  title: string
}

/** The units of the user's sales of `orders`, by order, in the order of their lines and items. */
async function refundableUnits(
  db: Database,
  userId: string,
  marketplace: MarketplaceId,
  orders: readonly string[],
): Promise<Map<string, RefundableUnit[]>> {
  const unitsOfOrder = new Map<string, RefundableUnit[]>()
  if (orders.length === 0) return unitsOfOrder
  const found = await db.execute(sql`
    select l.order_id as "orderId", l.line_key as "lineKey", u.item_id as "itemId",
      ((i.sale_price + i.postage_charged) * 100)::bigint as value, coalesce(l.title, i.description) as title
    from ${saleLines} l
    join ${saleLineItems} u on u.sale_line_id = l.id
    join ${inventoryItems} i on i.id = u.item_id
    where l.user_id = ${userId}::uuid and l.marketplace = ${marketplace}
      and l.order_id = any(${textArray(orders)}::text[])
    order by l.order_id, l.line_key, u.item_id`)
  for (const unit of (found as unknown as { rows: RefundableUnit[] }).rows) {
    const list = unitsOfOrder.get(unit.orderId) ?? []
    list.push({ ...unit, value: Number(unit.value) })
    unitsOfOrder.set(unit.orderId, list)
  }
  return unitsOfOrder
}

/**
 * The units of the one line of an order whose title is a refund's (case and spaces aside): a refund with no
 * line id concerns that line. Every unit of the order when no line, or more than one, has it.
 */
function unitsOfTitle(units: readonly RefundableUnit[], title: string | null): readonly RefundableUnit[] {
  const lines = new Set(
    units.flatMap((unit) =>
      titleKey(title) !== '' && titleKey(unit.title) === titleKey(title) ? [unit.lineKey] : [],
    ),
  )
  const [line] = lines
  return lines.size === 1 ? units.filter((unit) => unit.lineKey === line) : units
}

/** The units a refund concerns, of its order's: the line it names, else the one line with its title, else all. */
function unitsOfRefund(
  units: readonly RefundableUnit[],
  refund: { lineKey: string | null; title: string | null },
): readonly RefundableUnit[] {
  const ofLine = units.filter((unit) => unit.lineKey === refund.lineKey)
  if (ofLine.length > 0) return ofLine
  return refund.lineKey === null ? unitsOfTitle(units, refund.title) : units
}

/** A refund's part recorded against one unit. */
interface RefundPart {
  itemId: string
  amountCents: Cents
  salesTaxCents: Cents
  feesCreditedCents: Cents
}

/**
 * A refund split over `units` by what each sold for, to the cent (`spreadCents`): a part for each unit given
 * some of the amount or tax; the fees credited of a unit given nothing go to the first part.
 */
function refundParts(
  units: readonly RefundableUnit[],
  refund: { amountCents: Cents; salesTaxCents: Cents; feesCreditedCents: Cents },
): RefundPart[] {
  const weights = units.map((unit) => unit.value)
  const amounts = spreadCents(refund.amountCents, weights)
  const taxes = spreadCents(refund.salesTaxCents, weights)
  const fees = spreadCents(refund.feesCreditedCents, weights)
  const given = units.flatMap((unit, i) => ((amounts[i] ?? 0) + (taxes[i] ?? 0) > 0 ? [{ unit, i }] : []))
  const lostFees = units.reduce(
    (sum, _, i) => (given.some((part) => part.i === i) ? sum : sum + (fees[i] ?? 0)),
    0,
  )
  return given.map(({ unit, i }, n) => ({
    itemId: unit.itemId,
    amountCents: amounts[i] ?? 0,
    salesTaxCents: taxes[i] ?? 0,
    feesCreditedCents: (fees[i] ?? 0) + (n === 0 ? lostFees : 0),
  }))
}

/** The identity of a refund's `n`th part (0-based): the row's for the first, '~2', '~3'… after it. */
const partKey = (importKey: string | null, n: number) =>
  importKey === null || n === 0 ? importKey : `${importKey}~${n + 1}`

/**
 * Records the file's new refunds: each against the units of its sale (`unitsOfRefund`), split over them by
 * what each sold for to the cent, one refund per unit given a part (the first keeps the row's identity, the
 * others '~2', '~3'…); a refund whose sale is not in Frogwalk is kept with no item, with the line and title
 * its row named, until its sale is imported (`linkWaitingRefunds`). Every imported refund is an allowance:
 * the file does not say the item came back.
 */
async function recordRefunds(
  db: Database,
  userId: string,
  marketplace: MarketplaceId,
  rows: readonly RefundRow[],
) {
  if (rows.length === 0) return 0
  const unitsOfOrder = await refundableUnits(db, userId, marketplace, [
    ...new Set(rows.map((row) => row.orderId)),
  ])
  const records: Record<string, string | null>[] = []
  for (const row of rows) {
    const units = unitsOfRefund(unitsOfOrder.get(row.orderId) ?? [], row)
    const base = {
      marketplace,
      order_id: row.orderId,
      line_key: keptLineKey(row.lineKey),
      title: keptText(row.title, TEXT_LIMITS.refunds.title),
      refund_date: row.refundDate,
    }
    const parts: (Omit<RefundPart, 'itemId'> & { itemId: string | null })[] =
      units.length === 0 ? [{ ...row, itemId: null }] : refundParts(units, row)
    parts.forEach((part, n) => {
      records.push({
        ...base,
        item_id: part.itemId,
        amount: centsToDecimal(part.amountCents),
        sales_tax: centsToDecimal(part.salesTaxCents),
        fees_credited: centsToDecimal(part.feesCreditedCents),
        import_key: partKey(row.importKey, n),
      })
    })
  }
  await db.execute(sql`
    insert into ${refunds} (user_id, item_id, marketplace, order_id, line_key, title, refund_date, amount, sales_tax,
      fees_credited, kind, import_key)
    select ${userId}::uuid, item_id, marketplace, order_id, line_key, title, refund_date, amount, sales_tax,
      fees_credited, 'allowance', import_key
    from json_to_recordset(${JSON.stringify(records)}::json) as r(item_id uuid, marketplace text, order_id text,
      line_key text, title text, refund_date date, amount numeric, sales_tax numeric, fees_credited numeric,
      import_key text)`)
  return rows.length
}

/**
 * Links the refunds kept before their sale, of `orders` just imported, as a refund of the sale's own file is
 * recorded: against the line its row named, else the one line with its title, else every unit of the order,
 * split over them by what each sold for (the kept refund becomes the first part; the others are added with
 * '~2', '~3'… after its identity). A refund dated in a closed year keeps its figures whole: it is linked to
 * the first of those units, as a split would change the year.
 */
async function linkWaitingRefunds(
  db: Database,
  userId: string,
  marketplace: MarketplaceId,
  orders: readonly string[],
) {
  // Only when a refund waits for its sale: the link reads every order of the file.
  const [waiting] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(ownedBy(refunds, userId), eq(refunds.marketplace, marketplace), sql`${refunds.itemId} is null`),
    )
    .limit(1)
  if (waiting === undefined) return
  const found = await db.execute(sql`
    select r.id, r.order_id as "orderId", r.line_key as "lineKey", r.title, r.refund_date::text as "refundDate",
      (r.amount * 100)::bigint as "amountCents", (r.sales_tax * 100)::bigint as "salesTaxCents",
      (r.fees_credited * 100)::bigint as "feesCreditedCents", r.import_key as "importKey",
      exists (select 1 from tax_year_closures c where c.user_id = r.user_id and c.reopened_at is null
        and c.year = extract(year from r.refund_date)::int) as "inClosedYear"
    from ${refunds} r
    where r.user_id = ${userId}::uuid and r.marketplace = ${marketplace} and r.item_id is null
      and r.order_id = any(${textArray(orders)}::text[])
    order by r.order_id, r.refund_date, r.import_key`)
  const kept = (
    found as unknown as {
      rows: {
        id: string
        orderId: string
        lineKey: string | null
        title: string | null
        refundDate: string
        amountCents: string
        salesTaxCents: string
        feesCreditedCents: string
        importKey: string | null
        inClosedYear: boolean
      }[]
    }
  ).rows
  if (kept.length === 0) return
  const unitsOfOrder = await refundableUnits(db, userId, marketplace, [
    ...new Set(kept.map((refund) => refund.orderId)),
  ])
  const links: Record<string, string>[] = []
  const added: Record<string, string | null>[] = []
  for (const refund of kept) {
    const units = unitsOfRefund(unitsOfOrder.get(refund.orderId) ?? [], refund)
    const [first] = units
    if (first === undefined) continue
    const figures = {
      amountCents: Number(refund.amountCents),
      salesTaxCents: Number(refund.salesTaxCents),
      feesCreditedCents: Number(refund.feesCreditedCents),
    }
    const parts = refund.inClosedYear ? [{ ...figures, itemId: first.itemId }] : refundParts(units, figures)
    parts.forEach((part, n) => {
      const money = {
        item_id: part.itemId,
        amount: centsToDecimal(part.amountCents),
        sales_tax: centsToDecimal(part.salesTaxCents),
        fees_credited: centsToDecimal(part.feesCreditedCents),
      }
      if (n === 0) links.push({ id: refund.id, ...money })
      else
        added.push({
          ...money,
          order_id: refund.orderId,
          line_key: refund.lineKey,
          title: refund.title,
          refund_date: refund.refundDate,
          import_key: partKey(refund.importKey, n),
        })
    })
  }
  if (links.length > 0)
    await db.execute(sql`
      update ${refunds} as r set item_id = p.item_id, amount = p.amount, sales_tax = p.sales_tax,
        fees_credited = p.fees_credited, updated_at = now()
      from json_to_recordset(${JSON.stringify(links)}::json) as p(id uuid, item_id uuid, amount numeric,
        sales_tax numeric, fees_credited numeric)
      where r.id = p.id and r.user_id = ${userId}::uuid and r.item_id is null`)
  if (added.length > 0)
    await db.execute(sql`
      insert into ${refunds} (user_id, item_id, marketplace, order_id, line_key, title, refund_date, amount,
        sales_tax, fees_credited, kind, import_key)
      select ${userId}::uuid, item_id, ${marketplace}, order_id, line_key, title, refund_date, amount, sales_tax,
        fees_credited, 'allowance', import_key
      from json_to_recordset(${JSON.stringify(added)}::json) as p(item_id uuid, order_id text, line_key text,
        title text, refund_date date, amount numeric, sales_tax numeric, fees_credited numeric, import_key text)`)
}

/** Records the file's fees and charges of no sale as expenses of their categories, each remembered once. */
async function recordCharges(
  db: Database,
  userId: string,
  marketplace: MarketplaceId,
  rows: readonly ChargeRow[],
) {
  if (rows.length === 0) return 0
  const vendor = marketplaceName(marketplace)
  await rememberNames(db, userId, { vendors: [vendor] })
  const records = rows.map((row) => ({
    id: randomUUID(),
    date: row.date,
    amount: centsToDecimal(row.amountCents),
    description: row.description.slice(0, TEXT_LIMITS.expenses.description),
    charge_description: row.description.slice(0, TEXT_LIMITS.marketplaceCharges.description),
    category: row.category,
    import_key: row.importKey,
  }))
  await db.execute(sql`
    insert into ${expenses} (id, user_id, vendor, description, category, amount, date, payment_method)
    select id, ${userId}::uuid, ${vendor}, description, category, amount, date, 'Other'
    from json_to_recordset(${JSON.stringify(records)}::json) as r(id uuid, description text, category text,
      amount numeric, date date)`)
  await db.execute(sql`
    insert into ${marketplaceCharges} (user_id, marketplace, charge_date, amount, description, expense_id, import_key)
    select ${userId}::uuid, ${marketplace}, date, amount, charge_description, id, import_key
    from json_to_recordset(${JSON.stringify(records)}::json) as r(id uuid, date date, amount numeric,
      charge_description text, import_key text)`)
  return rows.length
}

/**
 * Gives sales imported before with no fee (from an orders file) the fees this file holds for them (a
 * transaction report, a statement): the line's fees, and each unit's item its share (sale-split.ts).
 */
async function addFees(
  db: Database,
  userId: string,
  marketplace: MarketplaceId,
  sales: readonly MarketplaceSale[],
) {
  if (sales.length === 0) return 0
  const found = await db.execute(sql`
    select l.line_key as "lineKey", u.item_id as "itemId"
    from ${saleLines} l join ${saleLineItems} u on u.sale_line_id = l.id
    where l.user_id = ${userId}::uuid and l.marketplace = ${marketplace}
      and l.line_key = any(${textArray(sales.map((sale) => sale.orderId))}::text[])
    order by l.line_key, u.item_id`)
  const unitsOf = new Map<string, string[]>()
  for (const unit of (found as unknown as { rows: { lineKey: string; itemId: string }[] }).rows)
    unitsOf.set(unit.lineKey, [...(unitsOf.get(unit.lineKey) ?? []), unit.itemId])
  const lines = sales.map((sale) => ({
    line_key: sale.orderId,
    selling_fee: centsToDecimal(sale.fees.sellingFeeCents),
    payment_fee: centsToDecimal(sale.fees.paymentFeeCents),
    fulfilment_fee: centsToDecimal(sale.fees.fulfilmentFeeCents ?? 0),
    ad_fee: centsToDecimal(sale.fees.promoFeeCents),
  }))
  const units = sales.flatMap((sale) => {
    const ids = unitsOf.get(sale.orderId) ?? []
    if (ids.length === 0) return []
    const parts = splitLineOverUnits(lineMoneyOf(sale), ids.length)
    return ids.map((id, i) => {
      const fees = parts[i]?.fees
      return {
        id,
        general_fees: centsToDecimal(
          (fees?.sellingCents ?? 0) + (fees?.paymentCents ?? 0) + (fees?.fulfilmentCents ?? 0),
        ),
        promo_fees: centsToDecimal(fees?.adCents ?? 0),
      }
    })
  })
  await db.execute(sql`
    update ${saleLines} as l set selling_fee = r.selling_fee, payment_fee = r.payment_fee,
      fulfilment_fee = r.fulfilment_fee, ad_fee = r.ad_fee
    from json_to_recordset(${JSON.stringify(lines)}::json) as r(line_key text, selling_fee numeric,
      payment_fee numeric, fulfilment_fee numeric, ad_fee numeric)
    where l.user_id = ${userId}::uuid and l.marketplace = ${marketplace} and l.line_key = r.line_key`)
  if (units.length > 0)
    await db.execute(sql`
      update ${inventoryItems} as i set general_fees = r.general_fees, promo_fees = r.promo_fees, updated_at = now()
      from json_to_recordset(${JSON.stringify(units)}::json) as r(id uuid, general_fees numeric, promo_fees numeric)
      where i.id = r.id and i.user_id = ${userId}::uuid`)
  return sales.length
}

/** Keeps the file's payouts: never revenue. */
async function recordPayouts(
  db: Database,
  userId: string,
  marketplace: MarketplaceId,
  rows: readonly PayoutRow[],
) {
  if (rows.length === 0) return 0
  const records = rows.map((row) => ({
    date: row.date,
    amount: centsToDecimal(row.amountCents),
    reference: row.reference,
    import_key: row.importKey,
  }))
  await db.execute(sql`
    insert into ${marketplacePayouts} (user_id, marketplace, payout_date, amount, reference, import_key)
    select ${userId}::uuid, ${marketplace}, date, amount, reference, import_key
    from json_to_recordset(${JSON.stringify(records)}::json) as r(date date, amount numeric, reference text,
      import_key text)`)
  return rows.length
}

/**
 * Imports the file with the person's choices, in one transaction: matched items sold, new sold items
 * created for the units nothing matched, the sales recorded, then the refunds (against their sales), the
 * fees and charges of no sale (as expenses) and the payouts. Rows imported before and refused rows write
 * nothing.
 */
export async function importSales(
  db: Database,
  userId: string,
  input: SalesImportInput,
  choices: readonly RowChoice[],
  now = new Date(),
): Promise<SalesImportResult> {
  return db.transaction(async (tx) => {
    step(null)
    const kept = keptSalesReadings.find(userId, digestOf(input, await recordsStamp(tx, userId)))
    if (kept) checkReportPreviewed(kept, input)
    step(kept ? 'the preview’s reading, kept' : 'no reading kept')
    const reading = kept ?? (await analyse(tx, userId, input)).reading
    const marketplace = reading.marketplace
    if (reading.needsMapping || marketplace === null)
      throw new AppError('validation_failed', 'Choose the columns of this file before importing it')
    const plan = await planOf(tx, userId, reading, choices)
    step('planned')
    const sold = plan.lines.reduce((sum, { itemIds }) => sum + itemIds.length, 0)
    const created = plan.lines.reduce((sum, line) => sum + line.create, 0)
    let createdIds: string[][] = []
    await withOneGinMerge(tx, sold + created, async () => {
      await sellItems(tx, userId, marketplace, plan.lines)
      step('items sold')
      createdIds = await createItems(tx, userId, marketplace, plan.lines, now)
      step('items created')
    })
    step('trigram entries merged')
    await recordSales(
      tx,
      userId,
      marketplace,
      plan.lines.map((line, i) => ({
        sale: line.sale,
        itemIds: [...line.itemIds, ...(createdIds[i] ?? [])],
      })),
    )
    step('sales recorded')
    const refundCount = await recordRefunds(
      tx,
      userId,
      marketplace,
      plan.records.filter((row): row is RefundRow => row.type === 'refund'),
    )
    const expenseCount = await recordCharges(
      tx,
      userId,
      marketplace,
      plan.records.filter((row): row is ChargeRow => row.type === 'charge'),
    )
    const payoutCount = await recordPayouts(
      tx,
      userId,
      marketplace,
      plan.records.filter((row): row is PayoutRow => row.type === 'payout'),
    )
    const feesAdded = await addFees(tx, userId, marketplace, plan.fees)
    step('refunds, charges and payouts recorded')
    keptSalesReadings.forget(userId)
    return {
      counts: {
        sold,
        created,
        skipped: plan.skipped,
        alreadyImported: plan.alreadyImported,
        refused: plan.refusals.length,
        refunds: refundCount,
        expenses: expenseCount,
        payouts: payoutCount,
        feesAdded,
      },
      refusals: plan.refusals,
    }
  })
}
