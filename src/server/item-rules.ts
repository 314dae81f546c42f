import { and, count, gt, isNull, sql, type SQL } from 'drizzle-orm'

import {
  INSERTED_ITEM_KEYS,
  ITEM_FIELDS,
  type InsertedItemKey,
  type ItemFieldKind,
  type ItemFieldValue,
} from '../domain/items/fields'
import { generateSku, uniqueSku } from '../domain/items/sku'
import {
  checkDisposedDate,
  checkSoldDate,
  disposedBeforePurchaseInBulkMessage,
  soldBeforePurchaseInBulkMessage,
  type ItemDates,
} from '../domain/items/sold-date'
import {
  changeDisposal,
  changeStatus,
  DISPOSAL_REASON_REQUIRED,
  type Disposal,
  type ItemStatus,
} from '../domain/items/status'
import { centsToDecimal } from '../domain/money'
import type { BulkStatus, ItemSelection, ItemUpdate, MarkSold, NewItem } from '../shared/schemas/item'

import type { Database } from './db/client'
import { itemRows, selectedItems, skusStartingWith } from './db/queries/items'
import { getSettings } from './db/queries/settings'
import { brands, inventoryItems, purchaseLocations, userSettings, vendors } from './db/schema'
import { AppError } from './errors'
import { userToday } from './today'

/*
 * The server's item rules, in one place for every way items are written: the item form and the lists
 * (routes/items.ts), and the screens that create items in bulk (receipt conversion, CSV import).
 *
 * - Status and sold date (spec 4): `changeStatus` of src/domain, against the stored item on a change.
 * - Disposal (decision 025): `changeDisposal` beside it. To disposed takes the date given, else the item's,
 *   else today, and a reason (given or the item's; none is a 400 at the reason); any other status clears
 *   both. A disposed item has no sold date (the status rule clears it). A disposal date is never before the
 *   purchase date (`checkDisposedDate`), refused as the sold date is, at the disposal date, and guarded by
 *   the database too (migration 0019).
 * - A sold date is never before the purchase date (`checkSoldDate`): refused at the sold date, here against
 *   the stored item when a change names one date, and by the database's guard when two writes race
 *   (migration 0013). An item stored before the rule keeps its dates until they change.
 * - SKUs (spec 5): `offerSku` generates one unique among the user's; uniqueness itself is the database's
 *   unique index on (user_id, lower(sku)), which the API words as the spec's message (db/conflicts.ts).
 * - Brands and purchase locations named on an item exist in the user's lists (`rememberNames`): a new
 *   name is created, as the CSV import does, in the same transaction as the item.
 */

/** A generated SKU (spec 5), stamped with the user's local date and time, unique among their SKUs. */
export async function offerSku(db: Database, userId: string, now = new Date()): Promise<string> {
  const { timeZone } = await getSettings(db, userId)
  const generated = generateSku(now, timeZone, Math.random)
  return uniqueSku(generated, await skusStartingWith(db, userId, generated))
}

/**
 * Creates the brands, purchase locations and vendors among `names` that the user does not have yet (names
 * are unique per user case-insensitively, so 'levi' finds 'Levi'); one statement per list, whatever the
 * count. A new vendor is active (its column's default); a name the user already has, active or not, creates
 * nothing and changes nothing: an inactive vendor stays inactive.
 */
export async function rememberNames(
  db: Database,
  userId: string,
  names: { brands?: readonly string[]; locations?: readonly string[]; vendors?: readonly string[] },
): Promise<void> {
  const distinct = (list: readonly string[] = []) => [
    ...new Map(
      list
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => [name.toLowerCase(), name]),
    ).values(),
  ]
  const brandNames = distinct(names.brands)
  const locationNames = distinct(names.locations)
  const vendorNames = distinct(names.vendors)
  if (brandNames.length > 0)
    await db
      .insert(brands)
      .values(brandNames.map((name) => ({ userId, name })))
      .onConflictDoNothing()
  if (locationNames.length > 0)
    await db
      .insert(purchaseLocations)
      .values(locationNames.map((name) => ({ userId, name })))
      .onConflictDoNothing()
  if (vendorNames.length > 0)
    await db
      .insert(vendors)
      .values(vendorNames.map((name) => ({ userId, name })))
      .onConflictDoNothing()
}

const namesOf = (item: { brand?: string | undefined; purchaseLocation?: string | null | undefined }) => ({
  brands: item.brand ? [item.brand] : [],
  locations: item.purchaseLocation ? [item.purchaseLocation] : [],
})

/** Refuses dates whose sold date is before the purchase date: 400, the message at the sold date. */
function refuseSoldBeforePurchase(dates: ItemDates): void {
  const verdict = checkSoldDate(dates)
  if (!verdict.ok) throw new AppError('validation_failed', verdict.message, { soldDate: verdict.message })
}

/** Refuses a disposal dated before the purchase date: 400, the message at the disposal date. */
function refuseDisposedBeforePurchase(purchaseDate: string | null, disposal: Disposal): void {
  const verdict = checkDisposedDate({ purchaseDate, disposedDate: disposal.disposedDate })
  if (!verdict.ok) throw new AppError('validation_failed', verdict.message, { disposedDate: verdict.message })
}

/** The disposal a change makes of an item, or a 400 at the reason when a change to disposed names none. */
function disposalOf(
  item: Disposal,
  status: ItemStatus,
  today: string,
  requested: Partial<Disposal>,
): Disposal {
  const verdict = changeDisposal(item, status, today, requested)
  if (!verdict.ok)
    throw new AppError('validation_failed', verdict.message, { disposalReason: verdict.message })
  return verdict.disposal
}

const NOT_DISPOSED: Disposal = { disposedDate: null, disposalReason: null }

/**
 * A new item (spec 4: sold with no date is sold today; disposed with no date is disposed of today, and
 * needs a reason), with its brand and location remembered. Sold today is refused for an item bought on a
 * later date.
 */
export async function addItem(db: Database, userId: string, input: NewItem) {
  const today = await userToday(db, userId)
  const next = changeStatus({ status: input.status, soldDate: null }, input.status, today, input.soldDate)
  const disposal = disposalOf(NOT_DISPOSED, input.status, today, input)
  refuseSoldBeforePurchase({ purchaseDate: input.purchaseDate, soldDate: next.soldDate })
  refuseDisposedBeforePurchase(input.purchaseDate, disposal)
  return db.transaction(async (tx) => {
    await rememberNames(tx, userId, namesOf(input))
    return itemRows.insert(tx, userId, { ...input, ...next, ...disposal })
  })
}

/**
 * A change to an item. A change of status or sold date goes through the status rule of spec 4 against the
 * stored item: to sold keeps the given date, else the item's, else today; away from sold clears it. A change
 * of either date (or of the status, which may date the sale today) must leave the sold date on or after the
 * purchase date.
 */
export async function changeItem(db: Database, userId: string, id: string, input: ItemUpdate) {
  // A cost entered for an item that needed one (created from an imported sale) settles it.
  const changes: ItemUpdate =
    input.needsCost === undefined && input.costOfGoods !== undefined && input.costOfGoods > 0
      ? { ...input, needsCost: false }
      : input
  return db.transaction(async (tx) => {
    const changed = await changeStoredItem(tx, userId, id, changes)
    // Only once the item is known to be the user's: a change refused as not found adds no names.
    if (changed.length > 0) await rememberNames(tx, userId, namesOf(changes))
    return changed
  })
}

async function changeStoredItem(db: Database, userId: string, id: string, changes: ItemUpdate) {
  if (
    changes.status === undefined &&
    changes.soldDate === undefined &&
    changes.purchaseDate === undefined &&
    changes.disposedDate === undefined &&
    changes.disposalReason === undefined
  )
    return itemRows.update(db, userId, id, changes)
  const [stored] = await itemRows.get(db, userId, id)
  if (stored === undefined) return []
  const today = await userToday(db, userId)
  const status = changes.status ?? stored.status
  const next = {
    ...changeStatus(stored, status, today, changes.soldDate),
    ...disposalOf(stored, status, today, changes),
  }
  const purchaseDate = changes.purchaseDate === undefined ? stored.purchaseDate : changes.purchaseDate
  // Dates stored before the rule existed stay readable and editable until the change touches them.
  if (purchaseDate !== stored.purchaseDate || next.soldDate !== stored.soldDate)
    refuseSoldBeforePurchase({ purchaseDate, soldDate: next.soldDate })
  if (purchaseDate !== stored.purchaseDate || next.disposedDate !== stored.disposedDate)
    refuseDisposedBeforePurchase(purchaseDate, next)
  return itemRows.update(db, userId, id, { ...changes, ...next })
}

/** The Mark as Sold dialog (spec 2): the sale figures, and the change to sold by the same status rule. */
export async function sellItem(db: Database, userId: string, id: string, sale: MarkSold) {
  return changeItem(db, userId, id, { ...sale, status: 'sold' })
}

/**
 * Moves every selected item to `status` in one statement (spec 2, bulk status change), by the rule of
 * spec 4 for each: to sold keeps an item's sold date or takes today; any other status clears it.
 * To disposed needs the reason, which every selected item takes, and dates each on the day given, else its
 * own disposal date, else today; any other status clears both.
 * Answers how many items changed. A change to sold that would date a sale today before its purchase date
 * (an item bought on a later date) is refused whole, naming how many items: nothing changes; so is a change
 * to disposed that would date a disposal before an item's purchase date.
 */
export async function changeStatusOfItems(
  db: Database,
  userId: string,
  selection: ItemSelection,
  status: ItemStatus,
  disposal: Pick<BulkStatus, 'disposedDate' | 'disposalReason'> = {},
): Promise<number> {
  const today = await userToday(db, userId)
  const soldDate =
    status === 'sold' ? sql`coalesce(${inventoryItems.soldDate}, ${today}::date)` : sql`null::date`
  if (status === 'disposed' && !disposal.disposalReason)
    throw new AppError('validation_failed', DISPOSAL_REASON_REQUIRED, {
      disposalReason: DISPOSAL_REASON_REQUIRED,
    })
  const disposedDate =
    status === 'disposed'
      ? sql`coalesce(${disposal.disposedDate ?? null}::date, ${inventoryItems.disposedDate}, ${today}::date)`
      : sql`null::date`
  const disposalReason = status === 'disposed' ? (disposal.disposalReason ?? null) : null
  return db.transaction(async (tx) => {
    if (status === 'sold') {
      const [bought] = await tx
        .select({ count: count() })
        .from(inventoryItems)
        .where(
          and(
            selectedItems(userId, selection),
            isNull(inventoryItems.soldDate),
            gt(inventoryItems.purchaseDate, today),
          ),
        )
      const laterCount = bought?.count ?? 0
      if (laterCount > 0) throw new AppError('validation_failed', soldBeforePurchaseInBulkMessage(laterCount))
    }
    if (status === 'disposed') {
      const [bought] = await tx
        .select({ count: count() })
        .from(inventoryItems)
        .where(and(selectedItems(userId, selection), sql`${inventoryItems.purchaseDate} > ${disposedDate}`))
      const laterCount = bought?.count ?? 0
      if (laterCount > 0)
        throw new AppError('validation_failed', disposedBeforePurchaseInBulkMessage(laterCount), {
          disposedDate: disposedBeforePurchaseInBulkMessage(laterCount),
        })
    }
    const changed = await tx
      .update(inventoryItems)
      .set({ status, soldDate, disposedDate, disposalReason, updatedAt: new Date() })
      .where(selectedItems(userId, selection))
      .returning({ id: inventoryItems.id })
    return changed.length
  })
}

/** Deletes every selected item in one statement (spec 2, bulk delete); answers how many were deleted. */
export async function deleteItems(db: Database, userId: string, selection: ItemSelection): Promise<number> {
  const deleted = await db
    .delete(inventoryItems)
    .where(selectedItems(userId, selection))
    .returning({ id: inventoryItems.id })
  return deleted.length
}

/**
 * A new item as the CSV import, the receipt conversion and the sales import make them: its SKU, brand and
 * description, and any other field; a field not given takes its empty value (src/domain/items/fields.ts).
 */
type ItemToInsert = Pick<InsertedItem, 'sku' | 'brand' | 'description'> & Partial<InsertedItem>
export type InsertedItem = { [K in InsertedItemKey]: ItemFieldValue<K> }

/** How json_to_recordset reads each kind of field from the JSON of the rows. */
const RECORD_TYPES: Record<Exclude<ItemFieldKind, 'instant'>, SQL> = {
  text: sql.raw('text'),
  enum: sql.raw('text'),
  money: sql.raw('numeric'),
  rate: sql.raw('numeric'),
  date: sql.raw('date'),
  id: sql.raw('uuid'),
  flag: sql.raw('boolean'),
}

/** A value as the database's text where JSON would lose it: money in decimal, the rate with 4 decimals. */
function recordValue(kind: ItemFieldKind, value: string | number | boolean | null) {
  if (value === null) return null
  if (kind === 'money') return centsToDecimal(Number(value))
  if (kind === 'rate') return Number(value).toFixed(4)
  return value
}

/** An item as one JSON row of insertItems, by column name. */
function itemRecord(item: ItemToInsert) {
  return Object.fromEntries(
    INSERTED_ITEM_KEYS.map((key) => {
      const { column, kind, empty } = ITEM_FIELDS[key]
      return [column, recordValue(kind, item[key] ?? empty)]
    }),
  )
}

/**
 * The fields given, by column name, as the database reads them from JSON (json_to_recordset): for a bulk
 * update of only those columns, such as an imported sale's.
 */
export function itemColumns(fields: Partial<InsertedItem>): Record<string, string | number | boolean | null> {
  return Object.fromEntries(
    (Object.keys(fields) as InsertedItemKey[]).map((key) => {
      const { column, kind } = ITEM_FIELDS[key]
      return [column, recordValue(kind, fields[key] ?? null)]
    }),
  )
}

const insertedColumns = sql.join(
  INSERTED_ITEM_KEYS.map((key) => sql.identifier(ITEM_FIELDS[key].column)),
  sql`, `,
)
const insertedRecord = sql.join(
  INSERTED_ITEM_KEYS.map((key) => {
    const { column, kind } = ITEM_FIELDS[key]
    return sql`${sql.identifier(column)} ${RECORD_TYPES[kind]}`
  }),
  sql`, `,
)

/**
 * Inserts the user's items (a CSV import's, a conversion's, a sales import's) in one statement whose rows are
 * one JSON parameter, read by json_to_recordset: a multi-row VALUES binds a parameter per column and row (over
 * 200,000 for 10,000 rows), which costs more than writing the rows (about five times the CPU of this statement
 * on PGlite, decision 013). Every item field but the instants is written, by the field table. Answers the new
 * items' ids in the order of `items` (their SKUs are unique per user, spec 4).
 */
export async function insertItems(
  db: Database,
  userId: string,
  items: readonly ItemToInsert[],
): Promise<string[]> {
  // The day recorded is the database's to write (migration 0023); worked out here once for the statement, as
  // every row is recorded now, instead of a look-up of the user's time zone per row.
  const result = await db.execute(sql`
    insert into ${inventoryItems} (user_id, recorded_on, ${insertedColumns})
    select ${userId}::uuid, today.day, ${insertedColumns}
    from json_to_recordset(${JSON.stringify(items.map(itemRecord))}::json) as r(${insertedRecord}),
      (select (now() at time zone coalesce(
        (select time_zone from ${userSettings} where user_id = ${userId}::uuid), 'UTC'))::date as day) today
    returning id, sku`)
  const rows = (result as unknown as { rows: { id: string; sku: string }[] }).rows
  const idOfSku = new Map(rows.map((row) => [row.sku, row.id]))
  return items.map((item) => {
    const id = idOfSku.get(item.sku)
    if (id === undefined) throw new Error(`The insert answered no id for SKU ${item.sku}`)
    return id
  })
}
