/**
 * Converting receipt line items into inventory items (spec 4): one unlisted item per unit of quantity, at
 * the unit cost, sale price 0, sales tax 0.0663, postage and fees 0, dated with the receipt's purchase date
 * and linked to the receipt. SKUs are generated unique against the existing ones and each other.
 */

import type { IsoDate } from '../dates'
import { emptyItem } from '../items/fields'
import type { RandomSource } from '../items/sku'
import { generateSku, randomSkuChars, uniqueSku } from '../items/sku'
import type { Cents } from '../money'

/** Converting a line item a second time (spec 4: the line item is marked converted once). */
export const ALREADY_CONVERTED_MESSAGE = 'This line item is already converted'

/** What conversion needs of a line item. */
interface ConvertibleLineItem {
  description: string
  brand: string
  quantity: number
  unitCost: Cents
  isConverted: boolean
}

/** What conversion needs of the line item's receipt. */
interface ConvertibleReceipt {
  id: string
  vendor: string
  location: string | null
  purchaseDate: IsoDate
}

/**
 * A new inventory item made from one unit of a line item (the item's create input, money in cents): the
 * fields the line item and its receipt give, every other field at its empty value (items/fields.ts).
 */
export type ConvertedItem = ReturnType<typeof emptyItem> & {
  sku: string
  purchaseLocation: string
  purchaseDate: IsoDate
  receiptId: string
}

/** The clock, time zone and randomness used to generate SKUs. */
interface SkuSource {
  now: Date
  timeZone: string
  random: RandomSource
}

/**
 * Purchase location of converted items (spec 4): the receipt's location when present, else the name of
 * the purchase location that matches the vendor (case-insensitive, trimmed), else the vendor name.
 */
export function conversionLocation(
  receipt: ConvertibleReceipt,
  purchaseLocationNames: readonly string[],
): string {
  const location = receipt.location?.trim()
  if (location) return location
  const vendor = receipt.vendor.trim()
  const match = purchaseLocationNames.find((name) => name.trim().toLowerCase() === vendor.toLowerCase())
  return match ?? vendor
}

/**
 * Items for one line item (spec 4): `quantity` items; when quantity is above 1 each description gets
 * ' (n of quantity)'. `takenSkus` is extended with the new SKUs so later calls stay unique.
 */
export function convertLineItem(
  lineItem: ConvertibleLineItem,
  receipt: ConvertibleReceipt,
  purchaseLocationNames: readonly string[],
  takenSkus: Set<string>,
  skus: SkuSource,
): ConvertedItem[] {
  const purchaseLocation = conversionLocation(receipt, purchaseLocationNames)
  const items: ConvertedItem[] = []
  // SKUs compare case-insensitively (spec 5); one lower-cased set per line item keeps 1,000 units linear.
  const taken = new Set([...takenSkus].map((sku) => sku.toLowerCase()))
  // Every unit is stamped with the same instant: read the clock in the time zone once, draw 4 characters per unit.
  const stamp = generateSku(skus.now, skus.timeZone, () => 0).slice(0, -4)
  for (let n = 1; n <= lineItem.quantity; n++) {
    const generated = `${stamp}${randomSkuChars(skus.random)}`
    const sku = taken.has(generated.toLowerCase()) ? uniqueSku(generated, taken) : generated
    taken.add(sku.toLowerCase())
    takenSkus.add(sku)
    items.push({
      ...emptyItem(),
      sku,
      brand: lineItem.brand,
      description:
        lineItem.quantity > 1
          ? `${lineItem.description} (${n} of ${lineItem.quantity})`
          : lineItem.description,
      costOfGoods: lineItem.unitCost,
      purchaseLocation,
      purchaseDate: receipt.purchaseDate,
      receiptId: receipt.id,
    })
  }
  return items
}

/** Convert All (spec 4): items for every unconverted line item of a receipt, in order; converted ones are skipped. */
export function convertAllLineItems(
  lineItems: readonly ConvertibleLineItem[],
  receipt: ConvertibleReceipt,
  purchaseLocationNames: readonly string[],
  existingSkus: Iterable<string>,
  skus: SkuSource,
): ConvertedItem[] {
  const taken = new Set(existingSkus)
  return lineItems
    .filter((lineItem) => !lineItem.isConverted)
    .flatMap((lineItem) => convertLineItem(lineItem, receipt, purchaseLocationNames, taken, skus))
}
