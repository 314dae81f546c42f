/**
 * Etsy's sold orders file (Shop Manager > Settings > Options > Download Data > Orders): one row per order,
 * so one sale per order of 'Number of Items' units, its SKU column listing the order's SKUs. It names no
 * listing title, and of Etsy's fees it holds only the card processing fee: the transaction, listing and ad
 * fees are in the monthly statement. A cancelled or refunded status, or an Adjusted Order Total below the
 * Order Total (a partial refund), makes the row a refund or cancellation: shown, not imported as a sale.
 *
 * | field            | columns                                        |
 * | ---------------- | ---------------------------------------------- |
 * | orderId          | Order ID                                       |
 * | soldDate         | Sale Date                                      |
 * | sku              | SKU                                            |
 * | quantity         | Number of Items                                |
 * | salePriceCents   | Order Value − Discount Amount                  |
 * | postageCharged   | Shipping − Shipping Discount                   |
 * | paymentFeeCents  | Card Processing Fees                           |
 * | salesTaxCents    | Sales Tax                                      |
 * | currency         | Currency                                       |
 */

import { defineLayout } from './layout'
import type { ReportRow } from './report-row'
import { nonSaleRow } from './report-row'

const columns = {
  saleDate: { names: ['Sale Date'], required: true },
  orderId: { names: ['Order ID'], required: true },
  numberOfItems: { names: ['Number of Items'], required: true },
  currency: { names: ['Currency'] },
  orderValue: { names: ['Order Value'], required: true },
  discount: { names: ['Discount Amount'] },
  shippingDiscount: { names: ['Shipping Discount'] },
  shipping: { names: ['Shipping'] },
  salesTax: { names: ['Sales Tax'] },
  orderTotal: { names: ['Order Total'] },
  status: { names: ['Status'] },
  cardFees: { names: ['Card Processing Fees'] },
  adjustedTotal: { names: ['Adjusted Order Total'] },
  sku: { names: ['SKU'] },
} as const

export const etsyOrdersLayout = defineLayout<keyof typeof columns>({
  id: 'etsy-sold-orders',
  name: 'Etsy sold orders',
  marketplace: 'etsy',
  columns,
  parse: (table) =>
    table.rows.map((row): ReportRow => {
      const reader = table.reader(row)
      const orderId = reader.required('orderId', 'is not an order id')
      const status = (reader.text('status') ?? '').toLowerCase()
      const total = reader.optionalAmount('orderTotal')
      const adjusted = reader.optionalAmount('adjustedTotal')
      if (status.includes('cancel'))
        return nonSaleRow(row.rowNumber, 'cancellation', 'A cancelled order: not a sale', {
          orderId: orderId || null,
          amountCents: total,
        })
      if (status.includes('refund') || (adjusted !== null && total !== null && adjusted < total))
        return nonSaleRow(row.rowNumber, 'refund', 'A refunded order: not imported as a sale', {
          orderId: orderId || null,
          amountCents: adjusted !== null && total !== null ? adjusted - total : null,
        })
      const soldDate = reader.date('saleDate')
      const quantity = reader.quantity('numberOfItems')
      const salePriceCents = Math.max(0, reader.price('orderValue') - reader.cost('discount'))
      const postageChargedCents = Math.max(0, reader.cost('shipping') - reader.cost('shippingDiscount'))
      const paymentFeeCents = reader.cost('cardFees')
      const salesTaxCents = reader.cost('salesTax')
      if (reader.refusal) return reader.refusal
      return {
        type: 'sale',
        rowNumber: row.rowNumber,
        marketplace: 'etsy',
        orderId,
        soldDate,
        title: null,
        brand: null,
        sku: reader.text('sku'),
        customLabel: null,
        quantity,
        salePriceCents,
        postageChargedCents,
        postageCostCents: 0,
        fees: { sellingFeeCents: 0, paymentFeeCents, promoFeeCents: 0 },
        salesTaxCents,
        costOfGoodsCents: null,
        currency: reader.text('currency')?.toUpperCase() ?? reader.currency ?? 'USD',
      }
    }),
})
