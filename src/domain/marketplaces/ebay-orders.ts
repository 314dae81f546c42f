/**
 * eBay's orders report (Seller Hub > Orders > Download report), in its 2020 layout and the current one
 * (which adds the collect-and-remit and recycling-fee columns); the legacy File Exchange sold-items file
 * (ebay-sold-items-legacy.ts) is read the same way. The file may start with an empty line, leave an empty
 * line under the header, and end with a record count and the seller's id: those lines are notes.
 *
 * An order of one item is one row. An order of several items is a row with the order's totals (no item
 * number) followed by a row per item: each item row is one sale and the totals row is the order's summary,
 * never a sale. Shipping or tax the totals row holds while all the item rows leave it empty is spread over
 * the items in proportion to their prices, to the cent. The report has no fees and no label costs: those
 * are in the transaction report.
 *
 * 'Sold For' is the price of one unit: the line's price is Sold For × Quantity. When the row's Total Price
 * is below that product, Sold For was the line's price already and is taken as it is.
 *
 * The sale's order id is the order number; when the order has several item rows, each is
 * '<order number>/<transaction id>' (the item number when there is no transaction id), as in the
 * transaction report, so a sale imported from either report is recognised in the other.
 *
 * | field           | columns                                                                  |
 * | --------------- | ------------------------------------------------------------------------ |
 * | orderId         | Order Number (+ Transaction ID, or Item Number, per item row)              |
 * | soldDate        | Sale Date                                                                |
 * | title           | Item Title                                                               |
 * | customLabel     | Custom Label                                                             |
 * | quantity        | Quantity                                                                 |
 * | salePriceCents  | Sold For × Quantity (Total Price decides, above)                         |
 * | postageCharged  | Shipping And Handling                                                    |
 * | salesTaxCents   | eBay Collected Tax                                                       |
 *
 * Seller Collected Tax is the seller's to remit and is not read; postage cost and fees are 0 here.
 */

import type { IsoDate } from '../dates'
import type { Cents } from '../money'
import type { ColumnSpecs } from './columns'
import { defineLayout } from './layout'
import { lineIds, spreadCents } from './order-lines'
import type { MarketplaceSale, ReportRow } from './report-row'
import { nonSaleRow } from './report-row'
import type { DataRow, ReportTable, RowReader } from './table'

/** The fields both eBay order files hold, under their own column names. */
export type EbayOrderField =
  | 'orderNumber'
  | 'itemId'
  | 'transactionId'
  | 'title'
  | 'customLabel'
  | 'quantity'
  | 'unitPrice'
  | 'shipping'
  | 'insurance'
  | 'ebayTax'
  | 'totalPrice'
  | 'saleDate'
  | 'currency'

const columns: ColumnSpecs<EbayOrderField> = {
  orderNumber: { names: ['Order Number'], required: true },
  itemId: { names: ['Item Number'] },
  transactionId: { names: ['Transaction ID'] },
  title: { names: ['Item Title'] },
  customLabel: { names: ['Custom Label'] },
  quantity: { names: ['Quantity'], required: true },
  unitPrice: { names: ['Sold For'], required: true },
  shipping: { names: ['Shipping And Handling', 'Postage And Packaging'] },
  insurance: { names: [] },
  ebayTax: { names: ['eBay Collected Tax'] },
  totalPrice: { names: ['Total Price'] },
  saleDate: { names: ['Sale Date'], required: true },
  currency: { names: ['Currency'] },
}

/** Order amounts a totals row may hold for all its items. */
const ORDER_LEVEL = ['shipping', 'insurance', 'ebayTax'] as const satisfies readonly EbayOrderField[]
type OrderLevel = (typeof ORDER_LEVEL)[number]

interface Line {
  reader: RowReader<EbayOrderField>
  soldDate: IsoDate
  quantity: number
  price: Cents
  amounts: Record<OrderLevel, Cents | null>
}

function readLine(table: ReportTable<EbayOrderField>, row: DataRow): Line {
  const reader = table.reader(row)
  const soldDate = reader.date('saleDate')
  const quantity = reader.quantity('quantity')
  const unit = reader.price('unitPrice')
  const total = reader.optionalAmount('totalPrice')
  const price = total !== null && quantity > 1 && total < unit * quantity ? unit : unit * quantity
  const amounts = {} as Record<OrderLevel, Cents | null>
  for (const field of ORDER_LEVEL) amounts[field] = reader.optionalAmount(field)
  return { reader, soldDate, quantity, price, amounts }
}

/** The order a row belongs to: its order number, or eBay's '<item id>-<transaction id>' line id. */
function orderKeyOf(reader: RowReader<EbayOrderField>): string | null {
  const orderNumber = reader.text('orderNumber')
  if (orderNumber !== null) return orderNumber
  const itemId = reader.text('itemId')
  const transactionId = reader.text('transactionId')
  return itemId !== null && transactionId !== null ? `${itemId}-${transactionId}` : null
}

/** The sales of an eBay order file (the orders report or the File Exchange sold-items file). */
export function parseEbayOrderRows(table: ReportTable<EbayOrderField>): ReportRow[] {
  const results = new Map<number, ReportRow>()
  const orders = new Map<string, { items: DataRow[]; totals: DataRow[] }>()
  for (const row of table.rows) {
    const reader = table.reader(row)
    const key = orderKeyOf(reader)
    if (key === null) {
      reader.refuse('orderNumber', 'is not an order number')
      if (reader.refusal) results.set(row.rowNumber, reader.refusal)
      continue
    }
    let order = orders.get(key)
    if (order === undefined) orders.set(key, (order = { items: [], totals: [] }))
    if (reader.text('itemId') !== null || reader.text('title') !== null) order.items.push(row)
    else order.totals.push(row)
  }

  for (const [orderNumber, order] of orders) {
    // An order without a row naming an item is one item whose row lacks its number and title.
    const itemRows = order.items.length > 0 ? order.items : order.totals
    const lines = itemRows.map((row) => readLine(table, row))
    const readable = lines.filter((line) => line.reader.refusal === null)
    const totals = (order.items.length > 0 ? order.totals : []).map((row) => table.reader(row))
    const spread = new Map<OrderLevel, Cents[]>()
    for (const field of totals.length === 0 ? [] : ORDER_LEVEL) {
      if (lines.some((line) => line.amounts[field] !== null)) continue
      const sum = totals.reduce((acc, total) => acc + Math.abs(total.optionalAmount(field) ?? 0), 0)
      if (sum !== 0)
        spread.set(
          field,
          spreadCents(
            sum,
            readable.map((line) => line.price),
          ),
        )
    }
    const ids = lineIds(
      orderNumber,
      lines.map(({ reader }) => reader.text('transactionId') ?? reader.text('itemId') ?? ''),
    )
    let share = 0
    let firstSaleRow: number | null = null
    lines.forEach((line, i) => {
      const { reader, soldDate } = line
      if (reader.refusal) {
        results.set(reader.rowNumber, reader.refusal)
        return
      }
      const index = share
      share += 1
      const amount = (field: OrderLevel) =>
        Math.abs(line.amounts[field] ?? 0) + (spread.get(field)?.[index] ?? 0)
      const sale: MarketplaceSale = {
        type: 'sale',
        rowNumber: reader.rowNumber,
        marketplace: 'ebay',
        orderId: ids[i] ?? orderNumber,
        soldDate,
        title: reader.text('title'),
        brand: null,
        sku: null,
        customLabel: reader.text('customLabel'),
        quantity: line.quantity,
        salePriceCents: line.price,
        postageChargedCents: amount('shipping') + amount('insurance'),
        postageCostCents: 0,
        fees: { sellingFeeCents: 0, paymentFeeCents: 0, promoFeeCents: 0 },
        salesTaxCents: amount('ebayTax'),
        costOfGoodsCents: null,
        currency: reader.text('currency')?.toUpperCase() ?? reader.currency ?? 'USD',
      }
      firstSaleRow ??= sale.rowNumber
      results.set(sale.rowNumber, sale)
    })
    for (const reader of totals) {
      const amountCents = reader.optionalAmount('totalPrice')
      if (reader.refusal) {
        results.set(reader.rowNumber, reader.refusal)
        continue
      }
      results.set(
        reader.rowNumber,
        nonSaleRow(
          reader.rowNumber,
          'order-summary',
          'The totals of an order whose items have rows of their own',
          {
            orderId: orderNumber,
            amountCents,
            appliedToRow: firstSaleRow,
          },
        ),
      )
    }
  }
  return table.rows.flatMap((row) => {
    const result = results.get(row.rowNumber)
    return result ? [result] : []
  })
}

export const ebayOrdersLayout = defineLayout<EbayOrderField>({
  id: 'ebay-orders',
  name: 'eBay orders report',
  marketplace: 'ebay',
  columns,
  parse: parseEbayOrderRows,
})
