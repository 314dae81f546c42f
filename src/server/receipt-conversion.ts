import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'

import { generateSku } from '../domain/items/sku'
import { convertLineItem, type ConvertedItem } from '../domain/receipts/conversion'
import { allocateReceiptTax } from '../domain/receipts/tax-allocation'
import { insertItems, rememberNames } from './item-rules'
import type { Database } from './db/client'
import { purchaseLocations, receiptLineItems, receipts } from './db/schema'

import { getSettings } from './db/queries/settings'
import { skusStartingWith } from './db/queries/items'
import { ownedBy } from './db/queries/owned'

/** The clock, time zone and randomness of the SKUs a conversion generates now (spec 5). */
export async function skuClock(db: Database, userId: string) {
  const { timeZone } = await getSettings(db, userId)
  return { now: new Date(), timeZone, random: Math.random }
}

/** Which unconverted line items a conversion takes: one, a receipt's, or all of the user's (spec 4). */
type ConversionScope = { lineItemId: string } | { receiptId: string } | 'all'

interface ConversionOptions {
  /** Add each unit's share of its receipt's tax to its cost (decision 014); off by default. */
  allocateTax: boolean
  /** The clock, time zone and randomness of the generated SKUs (spec 5). */
  now: Date
  timeZone: string
  random: () => number
}

/** What a conversion did: how many line items it marked converted and how many items it created. */
interface ConversionResult {
  lineItemCount: number
  itemCount: number
}

/** Items per INSERT, each statement's rows one JSON parameter (insertItems), as the CSV import writes them. */
const INSERT_CHUNK = 10_000

function scopeCondition(scope: ConversionScope): SQL | undefined {
  if (scope === 'all') return undefined
  if ('lineItemId' in scope) return eq(receiptLineItems.id, scope.lineItemId)
  return eq(receiptLineItems.receiptId, scope.receiptId)
}

/**
 * Converts the user's unconverted line items in `scope` into inventory items (spec 4), in one transaction:
 * the line items are claimed first (marked converted by a single UPDATE that skips converted ones, so two
 * racing conversions cannot both convert a line item), then one unlisted item per unit is inserted with a
 * generated SKU unique among the user's. Any failure rolls all of it back.
 */
export async function convertLineItems(
  db: Database,
  userId: string,
  scope: ConversionScope,
  options: ConversionOptions,
): Promise<ConversionResult> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(receiptLineItems)
      .set({ isConverted: true, updatedAt: new Date() })
      .where(
        and(
          ownedBy(receiptLineItems, userId),
          eq(receiptLineItems.isConverted, false),
          scopeCondition(scope),
        ),
      )
      .returning({
        id: receiptLineItems.id,
        receiptId: receiptLineItems.receiptId,
        description: receiptLineItems.description,
        brand: receiptLineItems.brand,
        quantity: receiptLineItems.quantity,
        unitCost: receiptLineItems.unitCost,
        createdAt: receiptLineItems.createdAt,
      })
    if (claimed.length === 0) return { lineItemCount: 0, itemCount: 0 }
    claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))

    const receiptIds = [...new Set(claimed.map((line) => line.receiptId))]
    const receiptRows = await tx
      .select({
        id: receipts.id,
        vendor: receipts.vendor,
        location: receipts.location,
        purchaseDate: receipts.purchaseDate,
        taxAmount: receipts.taxAmount,
      })
      .from(receipts)
      .where(and(ownedBy(receipts, userId), inArray(receipts.id, receiptIds)))
    const receiptById = new Map(receiptRows.map((receipt) => [receipt.id, receipt]))
    const locationNames = await vendorLocationNames(
      tx,
      userId,
      receiptRows.filter((receipt) => !receipt.location?.trim()).map((receipt) => receipt.vendor),
    )
    const taxShares = options.allocateTax
      ? await unitTaxShares(tx, userId, receiptRows)
      : new Map<string, number[]>()

    // Every SKU generated now starts with the same stamp: only SKUs with that start can collide (spec 5).
    const stamp = generateSku(options.now, options.timeZone, () => 0).slice(0, -4)
    const taken = new Set(await skusStartingWith(tx, userId, stamp))
    const items: (ConvertedItem & { userId: string })[] = []
    for (const line of claimed) {
      const receipt = receiptById.get(line.receiptId)
      if (receipt === undefined) throw new Error(`Line item ${line.id} has no receipt of its user`)
      const shares = taxShares.get(line.id)
      const units = convertLineItem({ ...line, isConverted: false }, receipt, locationNames, taken, options)
      units.forEach((unit, index) =>
        items.push({ ...unit, costOfGoods: unit.costOfGoods + (shares?.[index] ?? 0), userId }),
      )
    }
    // Like every writer of items (item-rules.ts), the brands and locations they name join the user's lists.
    await rememberNames(tx, userId, {
      brands: items.map((item) => item.brand),
      locations: items.map((item) => item.purchaseLocation),
    })
    for (let start = 0; start < items.length; start += INSERT_CHUNK)
      await insertItems(tx, userId, items.slice(start, start + INSERT_CHUNK))
    return { lineItemCount: claimed.length, itemCount: items.length }
  })
}

/** The user's purchase-location names that match one of `vendors` (trimmed, case-insensitively; spec 4). */
async function vendorLocationNames(db: Database, userId: string, vendors: string[]): Promise<string[]> {
  const keys = [...new Set(vendors.map((vendor) => vendor.trim().toLowerCase()))]
  if (keys.length === 0) return []
  const rows = await db
    .select({ name: purchaseLocations.name })
    .from(purchaseLocations)
    .where(
      and(ownedBy(purchaseLocations, userId), inArray(sql`lower(btrim(${purchaseLocations.name}))`, keys)),
    )
    .orderBy(asc(purchaseLocations.name))
  return rows.map((row) => row.name)
}

/**
 * Each line item's per-unit tax shares (decision 014): the receipt's tax spread over all its line items'
 * units, in the line items' order of creation, so converting them one at a time or together gives the same.
 */
async function unitTaxShares(
  db: Database,
  userId: string,
  receiptRows: { id: string; taxAmount: number }[],
): Promise<Map<string, number[]>> {
  const taxed = receiptRows.filter((receipt) => receipt.taxAmount > 0)
  const shares = new Map<string, number[]>()
  if (taxed.length === 0) return shares
  const lines = await db
    .select({
      id: receiptLineItems.id,
      receiptId: receiptLineItems.receiptId,
      quantity: receiptLineItems.quantity,
      unitCost: receiptLineItems.unitCost,
    })
    .from(receiptLineItems)
    .where(
      and(
        ownedBy(receiptLineItems, userId),
        inArray(
          receiptLineItems.receiptId,
          taxed.map((receipt) => receipt.id),
        ),
      ),
    )
    .orderBy(asc(receiptLineItems.createdAt), asc(receiptLineItems.id))
  for (const receipt of taxed) {
    const own = lines.filter((line) => line.receiptId === receipt.id)
    allocateReceiptTax(receipt.taxAmount, own).forEach((unitShares, index) => {
      const line = own[index]
      if (line) shares.set(line.id, unitShares)
    })
  }
  return shares
}
