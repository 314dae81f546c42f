/**
 * Mercari's sales report (Sales history download): one row per item sold, its Item Id unique. The header
 * file names the seller's processing fee 'Payment Processing Fee Charged To Seller', older files
 * 'Payment Processing Fee'; the columns ending 'Charged to Buyer' are the buyer's and are not read, but
 * the sales tax charged to the buyer, which Mercari collects and remits.
 *
 * Mercari buys the shipping label: with the buyer's shipping fee when the buyer pays it, with the seller's
 * when the seller does. So the postage charged is the Buyer Shipping Fee and the postage cost the whole
 * label (Buyer + Seller Shipping Fee + Shipping Adjustment Fee): the profit is then the Net Seller
 * Proceeds less the cost of the item. A row with a Canceled Date or a cancelled status is a cancellation,
 * one with a returned or refunded status a refund: shown, not imported as sales.
 *
 * | field            | columns                                                             |
 * | ---------------- | ------------------------------------------------------------------- |
 * | orderId          | Item Id                                                             |
 * | soldDate         | Sold Date                                                           |
 * | title            | Item Title                                                          |
 * | salePriceCents   | Item Price                                                          |
 * | postageCharged   | Buyer Shipping Fee                                                  |
 * | postageCost      | Buyer Shipping Fee + Seller Shipping Fee + Shipping Adjustment Fee  |
 * | sellingFeeCents  | Mercari Selling Fee + Penalty Fee                                   |
 * | paymentFeeCents  | Payment Processing Fee Charged To Seller (Payment Processing Fee)   |
 * | salesTaxCents    | Sales Tax Charged to Buyer                                          |
 */

import { defineLayout } from './layout'
import type { ReportRow } from './report-row'
import { nonSaleRow } from './report-row'

const columns = {
  itemId: { names: ['Item Id'], required: true },
  soldDate: { names: ['Sold Date'], required: true },
  canceledDate: { names: ['Canceled Date', 'Cancelled Date'] },
  title: { names: ['Item Title'] },
  status: { names: ['Order Status'] },
  itemPrice: { names: ['Item Price'], required: true },
  buyerShipping: { names: ['Buyer Shipping Fee'] },
  sellerShipping: { names: ['Seller Shipping Fee'] },
  sellingFee: { names: ['Mercari Selling Fee'], required: true },
  paymentFee: { names: ['Payment Processing Fee Charged To Seller', 'Payment Processing Fee'] },
  shippingAdjustment: { names: ['Shipping Adjustment Fee'] },
  penaltyFee: { names: ['Penalty Fee'] },
  netProceeds: { names: ['Net Seller Proceeds'] },
  buyerTax: { names: ['Sales Tax Charged to Buyer'] },
} as const

export const mercariLayout = defineLayout<keyof typeof columns>({
  id: 'mercari-sales',
  name: 'Mercari sales report',
  marketplace: 'mercari',
  columns,
  parse: (table) =>
    table.rows.map((row): ReportRow => {
      const reader = table.reader(row)
      const orderId = reader.required('itemId', 'is not an item id')
      const status = (reader.text('status') ?? '').toLowerCase()
      if (reader.text('canceledDate') !== null || status.includes('cancel'))
        return nonSaleRow(row.rowNumber, 'cancellation', 'A cancelled order: not a sale', {
          orderId: orderId || null,
          amountCents: reader.optionalAmount('netProceeds'),
        })
      if (/return|refund/.test(status))
        return nonSaleRow(row.rowNumber, 'refund', 'A returned or refunded order: not a sale', {
          orderId: orderId || null,
          amountCents: reader.optionalAmount('netProceeds'),
        })
      const soldDate = reader.date('soldDate')
      const salePriceCents = reader.price('itemPrice')
      const buyerShipping = reader.cost('buyerShipping')
      const postageCostCents =
        buyerShipping + reader.cost('sellerShipping') + reader.cost('shippingAdjustment')
      const sellingFeeCents = reader.cost('sellingFee') + reader.cost('penaltyFee')
      const paymentFeeCents = reader.cost('paymentFee')
      const salesTaxCents = reader.cost('buyerTax')
      if (reader.refusal) return reader.refusal
      return {
        type: 'sale',
        rowNumber: row.rowNumber,
        marketplace: 'mercari',
        orderId,
        soldDate,
        title: reader.text('title'),
        brand: null,
        sku: null,
        customLabel: null,
        quantity: 1,
        salePriceCents,
        postageChargedCents: buyerShipping,
        postageCostCents,
        fees: { sellingFeeCents, paymentFeeCents, promoFeeCents: 0 },
        salesTaxCents,
        costOfGoodsCents: null,
        currency: reader.currency ?? 'USD',
      }
    }),
})
