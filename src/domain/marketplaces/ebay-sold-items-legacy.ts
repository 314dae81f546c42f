/**
 * eBay's retired File Exchange sold-items download: the orders report's older cousin, read by the same
 * rules (ebay-orders.ts). Single-item orders of that era often have no Order ID; such a sale's id is eBay's
 * line id '<Item ID>-<Transaction ID>'.
 *
 * | field           | columns                                                          |
 * | --------------- | ---------------------------------------------------------------- |
 * | orderId         | Order ID (+ Transaction ID per item row), else Item ID-Transaction ID |
 * | soldDate        | Sale Date                                                        |
 * | title           | Item Title                                                       |
 * | customLabel     | Custom Label                                                     |
 * | quantity        | Quantity                                                         |
 * | salePriceCents  | Sale Price × Quantity (Total Price decides, as in the orders report) |
 * | postageCharged  | Shipping And Handling + Insurance                                |
 *
 * Its Sales Tax is what the seller collected and remitted (eBay collected none then): not read.
 */

import type { ColumnSpecs } from './columns'
import type { EbayOrderField } from './ebay-orders'
import { parseEbayOrderRows } from './ebay-orders'
import { defineLayout } from './layout'

const columns: ColumnSpecs<EbayOrderField> = {
  orderNumber: { names: ['Order ID'] },
  itemId: { names: ['Item ID'], required: true },
  transactionId: { names: ['Transaction ID'], required: true },
  title: { names: ['Item Title'] },
  customLabel: { names: ['Custom Label'] },
  quantity: { names: ['Quantity'] },
  unitPrice: { names: ['Sale Price'], required: true },
  shipping: { names: ['Shipping And Handling'] },
  insurance: { names: ['Insurance'] },
  ebayTax: { names: [] },
  totalPrice: { names: ['Total Price'] },
  saleDate: { names: ['Sale Date'], required: true },
  currency: { names: [] },
}

export const ebaySoldItemsLegacyLayout = defineLayout<EbayOrderField>({
  id: 'ebay-sold-items-legacy',
  name: 'eBay sold items file (File Exchange)',
  marketplace: 'ebay',
  columns,
  parse: parseEbayOrderRows,
})
