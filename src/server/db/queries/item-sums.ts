import { count, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import type { ItemMoney } from '../../../domain/items/profit'
import type { ItemTotals } from '../../../domain/items/totals'
import { inventoryItems as items } from '../schema'

import { jsonField, type JsonField } from './json-read'

/*
 * The sums every report is made of (ItemTotals, src/domain/items/totals.ts), named once: summed over items in a
 * SELECT, or read from a table the database keeps them in, whose columns carry the same names.
 */

type Expression = SQL | AnyPgColumn

/** The money columns an item carries and its sums carry, by their names in both. */
const ITEM_MONEY_COLUMNS = [
  'costOfGoods',
  'salePrice',
  'postageCharged',
  'postageCost',
  'generalFees',
  'promoFees',
] as const satisfies readonly (keyof ItemMoney)[]

/** `field` made of each money column of `source`, by its name. */
export function eachMoneyColumn<S extends Record<keyof ItemMoney, unknown>, T>(
  source: S,
  field: (value: S[keyof ItemMoney]) => T,
): Record<keyof ItemMoney, T> {
  const fields = ITEM_MONEY_COLUMNS.map((name) => [name, field(source[name])] as const)
  return Object.fromEntries(fields) as Record<keyof ItemMoney, T>
}

/** Sales tax collected on an item: rounded per sale (round() on numeric halves away from zero, as the domain does). */
const salesTaxCollected = sql`round(${items.salePrice} * ${items.salesTax}, 2)`

/** The sum of a money expression over the rows, 0 for none, read as money. */
const moneySum = (expression: Expression) => sql`coalesce(sum(${expression}), 0)`.mapWith(items.salePrice)

/** The column sums of items (ItemTotals) as the fields of one SELECT. */
export const itemTotalsFields = {
  count: count(),
  ...eachMoneyColumn(items, moneySum),
  salesTaxCollected: moneySum(salesTaxCollected),
}

/** The column sums of items (ItemTotals) as the fields of a JSON read (jsonRows) grouping items. */
export function itemTotalsJsonFields(): { [K in keyof ItemTotals]: JsonField<ItemTotals[K]> } {
  const sum = (expression: Expression) => jsonField.money(sql`coalesce(sum(${expression}), 0)`)
  return {
    count: jsonField.int(sql`count(*)`),
    ...eachMoneyColumn(items, sum),
    salesTaxCollected: sum(salesTaxCollected),
  }
}

/** A table's columns of kept sums (ItemTotals), as the fields of a SELECT. */
export function keptTotalsColumns<K extends Record<keyof ItemTotals, AnyPgColumn>>(kept: K) {
  return {
    count: kept.count,
    ...eachMoneyColumn(kept, (column) => column),
    salesTaxCollected: kept.salesTaxCollected,
  }
}

/** A table's rows of kept sums (ItemTotals), read as they are kept, as the fields of a JSON read. */
export function keptTotalsJsonFields(kept: Record<keyof ItemTotals, Expression>): {
  [K in keyof ItemTotals]: JsonField<ItemTotals[K]>
} {
  return {
    count: jsonField.int(kept.count),
    ...eachMoneyColumn(kept, jsonField.money),
    salesTaxCollected: jsonField.money(kept.salesTaxCollected),
  }
}

/** The ItemTotals of a row that carries them among other columns. */
export function pickTotals(row: ItemTotals): ItemTotals {
  return {
    count: row.count,
    ...eachMoneyColumn(row, (cents) => cents),
    salesTaxCollected: row.salesTaxCollected,
  }
}
