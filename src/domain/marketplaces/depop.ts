/**
 * Depop's sold items export: one row per sale, with no order id. A sale's id is made of what identifies
 * it in the file: '<date of sale> <time of sale> <buyer>/<hash>', the hash of its brand, description, size
 * and price, so the same sale gets the same id in every export. A row with an amount refunded to the buyer
 * is shown as a refund and not imported: whether the item came back is not in the file. The buyer's
 * marketplace fee is the buyer's and is not read.
 *
 * | field            | columns                                                         |
 * | ---------------- | --------------------------------------------------------------- |
 * | orderId          | Date of sale, Time of sale, Buyer + a hash of the item           |
 * | soldDate         | Date of sale                                                    |
 * | title            | Description (its first line)                                    |
 * | brand            | Brand                                                           |
 * | salePriceCents   | Item price                                                      |
 * | postageCharged   | Buyer shipping cost                                             |
 * | postageCost      | USPS Cost                                                       |
 * | sellingFeeCents  | Depop fee                                                       |
 * | paymentFeeCents  | Depop Payments fee                                              |
 * | promoFeeCents    | Boosting fee                                                    |
 * | salesTaxCents    | US Sales tax                                                    |
 */

import { defineLayout } from './layout'
import { shortHash } from './order-lines'
import type { ReportRow } from './report-row'
import { nonSaleRow } from './report-row'

const columns = {
  dateOfSale: { names: ['Date of sale'], required: true },
  timeOfSale: { names: ['Time of sale'] },
  buyer: { names: ['Buyer'] },
  brand: { names: ['Brand'] },
  description: { names: ['Description'] },
  size: { names: ['Size'] },
  itemPrice: { names: ['Item price'], required: true },
  buyerShipping: { names: ['Buyer shipping cost'] },
  postageCost: { names: ['USPS Cost', 'Shipping label cost'] },
  depopFee: { names: ['Depop fee'], required: true },
  paymentsFee: { names: ['Depop Payments fee'] },
  boostingFee: { names: ['Boosting fee'] },
  buyerTax: { names: ['US Sales tax', 'Sales tax'] },
  refunded: { names: ['Refunded to buyer amount'] },
} as const

export const depopLayout = defineLayout<keyof typeof columns>({
  id: 'depop-sales',
  name: 'Depop sales export',
  marketplace: 'depop',
  columns,
  parse: (table) =>
    table.rows.map((row): ReportRow => {
      const reader = table.reader(row)
      const soldDate = reader.date('dateOfSale')
      const salePriceCents = reader.price('itemPrice')
      const postageChargedCents = reader.cost('buyerShipping')
      const postageCostCents = reader.cost('postageCost')
      const sellingFeeCents = reader.cost('depopFee')
      const paymentFeeCents = reader.cost('paymentsFee')
      const promoFeeCents = reader.cost('boostingFee')
      const salesTaxCents = reader.cost('buyerTax')
      const refunded = reader.cost('refunded')
      if (reader.refusal) return reader.refusal
      const description = reader.text('description')
      const identity = [soldDate, reader.text('timeOfSale'), reader.text('buyer')].filter(
        (part) => part !== null,
      )
      const item = [reader.text('brand'), description, reader.text('size'), String(salePriceCents)]
      const orderId = `${identity.join(' ')}/${shortHash(item.map((part) => part ?? '').join('\u001f'))}`
      if (refunded > 0)
        return nonSaleRow(row.rowNumber, 'refund', 'Refunded to the buyer: not imported as a sale', {
          orderId,
          amountCents: -refunded,
        })
      return {
        type: 'sale',
        rowNumber: row.rowNumber,
        marketplace: 'depop',
        orderId,
        soldDate,
        title:
          description
            ?.split('\n')
            .find((line) => line.trim() !== '')
            ?.trim() ?? null,
        brand: reader.text('brand'),
        sku: null,
        customLabel: null,
        quantity: 1,
        salePriceCents,
        postageChargedCents,
        postageCostCents,
        fees: { sellingFeeCents, paymentFeeCents, promoFeeCents },
        salesTaxCents,
        costOfGoodsCents: null,
        currency: reader.currency ?? 'USD',
      }
    }),
})
