/**
 * Poshmark's sales report (My Sales Report), in its 2020 layout ('Net Earnings', 'Sales Tax (Paid by
 * Seller)') and its 2024 one ('Your Earnings', 'Lowest Set Price', 'Packaging Fee'). The file opens with a
 * title line, a date-range line and an empty line before the header. One row per item sold; the items of
 * a bundle are rows of their own with the same Order Id.
 *
 * Poshmark prints no commission: its fee is what the order price does not pay out once the seller's
 * shipping costs are set apart, Order Price − Earnings − Seller Shipping Discount − Upgraded Shipping Label
 * Fee (the packaging fee and any tax the seller paid are part of it), never below 0. Buyers pay Poshmark's
 * shipping label themselves, so postage charged is 0 and the postage cost is the seller's share of it.
 *
 * The sale's order id is the Order Id; the rows of a bundle each get '<Order Id>/<hash>' of their
 * listing title, SKU and listing date, so each item of a bundle keeps its own id from file to file.
 *
 * | field            | columns                                                         |
 * | ---------------- | --------------------------------------------------------------- |
 * | orderId          | Order Id (+ a hash of the listing per row of a bundle)          |
 * | soldDate         | Order Date                                                      |
 * | title            | Listing Title                                                   |
 * | brand            | Brand                                                           |
 * | sku              | SKU                                                             |
 * | salePriceCents   | Order Price                                                     |
 * | postageCost      | Seller Shipping Discount + Upgraded Shipping Label Fee          |
 * | sellingFeeCents  | Order Price − Your Earnings (Net Earnings) − postage cost       |
 * | salesTaxCents    | Sales Tax (Paid by Buyer)                                       |
 * | costOfGoodsCents | Cost Price                                                      |
 */

import type { ColumnSpecs } from './columns'
import type { LayoutDefinition, ReportInfo } from './layout'
import { defineLayout } from './layout'
import { fileLineIds, shortHash } from './order-lines'
import type { MarketplaceSale, ReportRow } from './report-row'
import type { ReportTable } from './table'

type Field =
  | 'listingDate'
  | 'orderDate'
  | 'sku'
  | 'orderId'
  | 'title'
  | 'brand'
  | 'costPrice'
  | 'orderPrice'
  | 'shippingDiscount'
  | 'upgradedLabelFee'
  | 'earnings'
  | 'buyerTax'

const shared = {
  listingDate: { names: ['Listing Date'] },
  orderDate: { names: ['Order Date'], required: true },
  sku: { names: ['SKU'] },
  orderId: { names: ['Order Id'], required: true },
  title: { names: ['Listing Title'], required: true },
  brand: { names: ['Brand'] },
  costPrice: { names: ['Cost Price'] },
  orderPrice: { names: ['Order Price'], required: true },
  shippingDiscount: { names: ['Seller Shipping Discount'] },
  upgradedLabelFee: { names: ['Upgraded Shipping Label Fee'] },
  buyerTax: { names: ['Sales Tax (Paid by Buyer)'] },
} as const

const columns2020: ColumnSpecs<Field> = {
  ...shared,
  earnings: { names: ['Net Earnings'], required: true },
}

const columns2024: ColumnSpecs<Field> = {
  ...shared,
  earnings: { names: ['Your Earnings'], required: true },
}

function parsePoshmark(table: ReportTable<Field>): ReportRow[] {
  const read = table.rows.map((row) => {
    const reader = table.reader(row)
    const soldDate = reader.date('orderDate')
    const orderId = reader.required('orderId', 'is not an order id')
    const salePriceCents = reader.price('orderPrice')
    const postageCostCents = reader.cost('shippingDiscount') + reader.cost('upgradedLabelFee')
    const earnings = reader.optionalAmount('earnings')
    const costPrice = reader.optionalAmount('costPrice')
    const salesTaxCents = reader.cost('buyerTax')
    return { reader, soldDate, orderId, salePriceCents, postageCostCents, earnings, costPrice, salesTaxCents }
  })
  const sales = read.filter((r) => r.reader.refusal === null)
  const ids = fileLineIds(
    sales.map(({ reader, orderId }) => ({
      orderId,
      lineKey: shortHash(
        [reader.text('title'), reader.text('sku'), reader.text('listingDate')]
          .map((t) => t ?? '')
          .join('\u001f'),
      ),
    })),
  )
  const idOf = new Map(sales.map((r, i) => [r, ids[i] ?? r.orderId] as const))
  return read.map((r): ReportRow => {
    const { reader } = r
    if (reader.refusal) return reader.refusal
    const sellingFeeCents =
      r.earnings === null ? 0 : Math.max(0, r.salePriceCents - r.earnings - r.postageCostCents)
    return {
      type: 'sale',
      rowNumber: reader.rowNumber,
      marketplace: 'poshmark',
      orderId: idOf.get(r) ?? r.orderId,
      soldDate: r.soldDate,
      title: reader.text('title'),
      brand: reader.text('brand'),
      sku: reader.text('sku'),
      customLabel: null,
      quantity: 1,
      salePriceCents: r.salePriceCents,
      postageChargedCents: 0,
      postageCostCents: r.postageCostCents,
      fees: { sellingFeeCents, paymentFeeCents: 0, promoFeeCents: 0 },
      salesTaxCents: r.salesTaxCents,
      costOfGoodsCents: r.costPrice === null ? null : Math.abs(r.costPrice),
      currency: reader.currency ?? 'USD',
    } satisfies MarketplaceSale
  })
}

const poshmark = (info: ReportInfo, columns: ColumnSpecs<Field>): LayoutDefinition<Field> => ({
  ...info,
  columns,
  parse: parsePoshmark,
})

export const poshmark2020Layout = defineLayout(
  poshmark(
    { id: 'poshmark-sales-2020', name: 'Poshmark sales report (2020 layout)', marketplace: 'poshmark' },
    columns2020,
  ),
)

export const poshmark2024Layout = defineLayout(
  poshmark(
    { id: 'poshmark-sales-2024', name: 'Poshmark sales report', marketplace: 'poshmark' },
    columns2024,
  ),
)
