/**
 * Whatnot's order history (Finances > order history download). Its column names are documented but their
 * order is not, and its help pages give no fees: the commission and processing fee are in the weekly
 * order report, so they are 0 here. Whatnot buys the label with the shipping the buyer pays, so that
 * amount is both the postage charged and the postage cost. A cancelled or refunded status is shown, not
 * imported. An order of several products has a row per product: each gets '<order id>/<hash>' of its
 * product name and description.
 *
 * | field            | columns                                               |
 * | ---------------- | ----------------------------------------------------- |
 * | orderId          | order id (+ a hash of the product per row of an order) |
 * | soldDate         | processed date                                        |
 * | title            | product name                                          |
 * | quantity         | quantity                                              |
 * | salePriceCents   | subtotal (else sold price × quantity)                 |
 * | postageCharged   | shipping price                                        |
 * | postageCost      | shipping price                                        |
 * | salesTaxCents    | taxes                                                 |
 * | costOfGoodsCents | Inbound cost of goods sold                            |
 * | currency         | order currency                                        |
 */

import { defineLayout } from './layout'
import { fileLineIds, shortHash } from './order-lines'
import type { ReportRow } from './report-row'
import { nonSaleRow } from './report-row'

const columns = {
  orderId: { names: ['order id'], required: true },
  productName: { names: ['product name'], required: true },
  description: { names: ['product description'] },
  processedDate: { names: ['processed date'], required: true },
  status: { names: ['order status'] },
  currency: { names: ['order currency'] },
  soldPrice: { names: ['sold price'] },
  quantity: { names: ['quantity'] },
  subtotal: { names: ['subtotal'] },
  shipping: { names: ['shipping price'] },
  taxes: { names: ['taxes'] },
  costOfGoods: { names: ['Inbound cost of goods sold'] },
} as const

export const whatnotLayout = defineLayout<keyof typeof columns>({
  id: 'whatnot-orders',
  name: 'Whatnot order history',
  marketplace: 'whatnot',
  columns,
  parse(table) {
    const read = table.rows.map((row) => {
      const reader = table.reader(row)
      const orderId = reader.required('orderId', 'is not an order id')
      const status = (reader.text('status') ?? '').toLowerCase()
      const soldDate = reader.date('processedDate')
      const quantity = reader.quantity('quantity')
      const subtotal = reader.optionalAmount('subtotal')
      const unit = reader.price('soldPrice')
      const salePriceCents = subtotal === null ? unit * quantity : Math.abs(subtotal)
      const shipping = reader.cost('shipping')
      const salesTaxCents = reader.cost('taxes')
      const cost = reader.optionalAmount('costOfGoods')
      const isSale = !/cancel|refund|return/.test(status)
      return {
        reader,
        orderId,
        status,
        soldDate,
        quantity,
        salePriceCents,
        shipping,
        salesTaxCents,
        cost,
        isSale,
      }
    })
    const sales = read.filter((r) => r.isSale && r.reader.refusal === null)
    const ids = fileLineIds(
      sales.map((r) => ({
        orderId: r.orderId,
        lineKey: shortHash(
          `${r.reader.text('productName') ?? ''}\u001f${r.reader.text('description') ?? ''}`,
        ),
      })),
    )
    const idOf = new Map(sales.map((r, i) => [r, ids[i] ?? r.orderId] as const))
    return read.map((r): ReportRow => {
      const { reader } = r
      if (!r.isSale) {
        const isCancelled = r.status.includes('cancel')
        const reason = isCancelled ? 'A cancelled order: not a sale' : 'A refunded order: not a sale'
        return nonSaleRow(reader.rowNumber, isCancelled ? 'cancellation' : 'refund', reason, {
          orderId: r.orderId || null,
          amountCents: r.salePriceCents,
        })
      }
      if (reader.refusal) return reader.refusal
      return {
        type: 'sale',
        rowNumber: reader.rowNumber,
        marketplace: 'whatnot',
        orderId: idOf.get(r) ?? r.orderId,
        soldDate: r.soldDate,
        title: reader.text('productName'),
        brand: null,
        sku: null,
        customLabel: null,
        quantity: r.quantity,
        salePriceCents: r.salePriceCents,
        postageChargedCents: r.shipping,
        postageCostCents: r.shipping,
        fees: { sellingFeeCents: 0, paymentFeeCents: 0, promoFeeCents: 0 },
        salesTaxCents: r.salesTaxCents,
        costOfGoodsCents: r.cost === null ? null : Math.abs(r.cost),
        currency: reader.text('currency')?.toUpperCase() ?? reader.currency ?? 'USD',
      }
    })
  },
})
